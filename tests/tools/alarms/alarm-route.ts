import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ToolRegistry } from "../../../src/core/tool-registry";
import { routeLocally } from "../../../src/routing/route-locally";
import { createAlarmTools } from "../../../src/tools/alarms/index";
import { createMemoTools } from "../../../src/tools/memos/index";

/** 09:00 in Taipei on Tuesday 2026-03-10: the alarm phrase tests' clock. */
export const ALARM_TEST_NOW = new Date("2026-03-10T01:00:00Z");

/**
 * `routeLocally` over the alarm and memo tools (their files in a temporary folder for the calling
 * file, removed after it), at {@link ALARM_TEST_NOW} in Asia/Taipei. Registers the file's hooks.
 */
export function useAlarmRoute(prefix: string): (text: string) => ReturnType<typeof routeLocally> {
  let directory = "";
  let registry = new ToolRegistry([]);
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), prefix));
    registry = new ToolRegistry([
      ...createAlarmTools({ filePath: join(directory, "alarms.json") }),
      ...createMemoTools({ filePath: join(directory, "memos.json") }),
    ]);
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  return (text) => routeLocally(text, { registry, now: ALARM_TEST_NOW, timeZone: "Asia/Taipei" });
}
