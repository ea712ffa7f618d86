import { chatCommand } from "./chat-command";
import type { CliCommand } from "./cli-command";
import { mcpCommand } from "./mcp-command";
import { serveCommand } from "./serve-command";

/** Every `dialogue-graph` command, in the order `--help` lists them. A new command is one line here. */
export const cliCommands: readonly CliCommand[] = [chatCommand, serveCommand, mcpCommand];
