import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSettings } from "../../../src/core/settings";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";

const context = {
  signal: new AbortController().signal,
  now: new Date("2026-03-10T01:00:00Z"),
  timeZone: "Asia/Taipei",
  locale: "zh-TW" as const,
};

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "alarm-registry-"));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

describe("alarm and memo tools in createDefaultRegistry", () => {
  it("keep their files in settings.dataDir", async () => {
    const registry = createDefaultRegistry({ settings: loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: directory }, envFile: false }) });
    for (const name of ["set_alarm", "list_alarms", "delete_alarm", "add_memo", "list_memos", "delete_memo"])
      expect(registry.has(name)).toBe(true);
    await registry.get("set_alarm")!.execute({ time: "2026-03-11T07:00", message: "" }, context);
    await registry.get("add_memo")!.execute({ content: "買牛奶" }, context);
    expect(existsSync(join(directory, "alarms.json"))).toBe(true);
    expect(existsSync(join(directory, "memos.json"))).toBe(true);
  });

  it("take a file path per tool group from the options", async () => {
    const registry = createDefaultRegistry({
      settings: loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: join(directory, "unused") }, envFile: false }),
      alarms: { filePath: join(directory, "my-alarms.json") },
      memos: { filePath: join(directory, "my-memos.json") },
    });
    await registry.get("set_alarm")!.execute({ time: "2026-03-11T07:00", message: "" }, context);
    await registry.get("add_memo")!.execute({ content: "買牛奶" }, context);
    expect(existsSync(join(directory, "my-alarms.json"))).toBe(true);
    expect(existsSync(join(directory, "my-memos.json"))).toBe(true);
    expect(existsSync(join(directory, "unused"))).toBe(false);
  });
});
