// Every built-in tool served over stdio, configured from the environment: what `dialogue-graph mcp` does.
import { createDefaultRegistry, loadSettings, serveMcp } from "../../../src/index";

const settings = loadSettings();
const serving = await serveMcp(createDefaultRegistry({ settings }), { locale: settings.locale, timeZone: settings.timeZone });
await serving.closed;
