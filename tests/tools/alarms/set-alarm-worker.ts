// Run by damaged-alarm-files.test.ts in a child process (as another user when the tests run as root):
//   node <this file bundled by bundleWorker> <alarms file>
// Sets one alarm and prints what the user would hear.
import { createSetAlarmTool } from "../../../src/tools/alarms/index";

const [filePath] = process.argv.slice(2);
const tool = createSetAlarmTool({ filePath: filePath!, lockTimeoutMs: 2_000 });
const context = {
  signal: new AbortController().signal,
  now: new Date("2026-03-10T01:00:00Z"),
  timeZone: "Asia/Taipei",
  locale: "zh-TW" as const,
};
const result = await tool.execute({ time: "2026-03-11T07:00", message: "" }, context);
process.stdout.write(`${tool.format(result, context)}\n`);
