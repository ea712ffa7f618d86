import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { ToolRegistry } from "../../../src/core/tool-registry";
import { DialogueGraph } from "../../../src/graph/dialogue-graph";
import { createAlarmTools } from "../../../src/tools/alarms/index";
import { runTool, type TestTurn } from "../../support/run-tool";
import { bundleWorker } from "../../support/bundle-worker";
import { storedAlarm as alarm } from "./stored-alarm";

let directory: string;
let filePath: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "alarm-files-"));
  filePath = join(directory, "alarms.json");
});
afterEach(() => {
  chmodSync(directory, 0o755);
  rmSync(directory, { recursive: true, force: true });
});

const tools = (options = {}) => createAlarmTools({ filePath, onCorrupt: () => undefined, ...options });
const run = (name: string, args: Record<string, unknown>, turn?: TestTurn, options = {}) =>
  runTool(
    tools(options).find((tool) => tool.name === name)!,
    args,
    turn,
  );
const stored = () => JSON.parse(readFileSync(filePath, "utf8"));

describe("one bad alarm in the file", () => {
  it("is set aside alone: the valid alarms stay live, and the user hears what happened", async () => {
    writeFileSync(
      filePath,
      JSON.stringify({
        lastId: 3,
        items: [alarm("1", "2026-03-11T07:00", "起床"), { id: "2", time: "tomorrow", message: 7 }, alarm("3", "2026-03-15T22:00", "吃藥")],
      }),
    );
    const { text } = await run("list_alarms", {});
    // Before: the whole file was quarantined and the list said there were no alarms.
    expect(text).toMatch(
      /^鬧鐘檔案裡有 1 筆資料讀不懂，已另存為 alarms\.json\.rejected-\S+，其他的都還在。你有 2 個鬧鐘：1 號，明天早上7點，起床；3 號，3月15日晚上10點，吃藥。$/,
    );
    expect(stored().items.map((item: { id: string }) => item.id)).toEqual(["1", "3"]);
    const aside = readdirSync(directory).find((name) => name.startsWith("alarms.json.rejected-"))!;
    expect(JSON.parse(readFileSync(join(directory, aside), "utf8"))).toEqual([{ id: "2", time: "tomorrow", message: 7 }]);
    // The next number is still after every number used, the bad one's too.
    expect((await run("set_alarm", { time: "2026-03-12T08:00" })).result.data).toMatchObject({ alarm: { id: "4" } });
  });

  it("an alarm with an unknown time zone is set aside, never read out as 「NaN年…」", async () => {
    writeFileSync(
      filePath,
      JSON.stringify({
        lastId: 2,
        items: [alarm("1", "2026-03-11T07:00", "起床", { time_zone: "Mars/Olympus_Mons" }), alarm("2", "2026-03-11T08:00", "出門")],
      }),
    );
    const { text } = await run("list_alarms", {});
    expect(text).not.toContain("NaN");
    expect(text).toMatch(/其他的都還在。你有 1 個鬧鐘：2 號，明天早上8點，出門。$/);
    expect((await run("list_alarms", {}, { locale: "en" })).text).toBe("You have 1 alarm: number 2, tomorrow at 8:00 AM, 出門.");
  });
});

describe("numbering near Number.MAX_SAFE_INTEGER", () => {
  it("every acknowledged alarm reads back: past the largest safe number, the smallest free number is used", async () => {
    writeFileSync(filePath, JSON.stringify({ lastId: Number.MAX_SAFE_INTEGER - 1, items: [alarm("1", "2026-03-11T07:00", "起床")] }));
    const ids: string[] = [];
    for (const hour of ["08", "09", "10"])
      ids.push(((await run("set_alarm", { time: `2026-03-11T${hour}:00` })).result.data as { alarm: { id: string } }).alarm.id);
    // Before: the third write stored lastId 2^53, which the schema refused: the store quarantined its own file.
    expect(ids).toEqual([String(Number.MAX_SAFE_INTEGER), "2", "3"]);
    expect(readdirSync(directory).filter((name) => name.includes("corrupt") || name.includes("rejected"))).toEqual([]);
    expect((await run("list_alarms", {})).text).toMatch(/^你有 4 個鬧鐘：/);
  });
});

describe("what is wrong with the file is said, not 「請稍後再試」", () => {
  it.each([
    ["a directory at the data path", () => mkdirSync(filePath), "鬧鐘檔案的位置上是一個資料夾，不是檔案，請檢查設定。"],
    [
      "a read-only file",
      () => {
        writeFileSync(filePath, JSON.stringify({ lastId: 0, items: [] }));
        chmodSync(filePath, 0o444);
      },
      "鬧鐘檔案是唯讀的，無法寫入。",
    ],
  ])("%s", async (_name, arrange, message) => {
    arrange();
    const { result, text } = await run("set_alarm", { time: "明天早上七點" });
    expect(result.error?.code).toBe("BACKEND_ERROR");
    expect(text).toBe(message);
  });

  it("a folder the assistant may not write is a permission problem", async () => {
    const locked = join(directory, "locked");
    mkdirSync(locked, { mode: 0o700 });
    // Root may write anywhere: run the call as another user (nobody) when the tests run as root.
    const asRoot = process.getuid?.() === 0;
    if (!asRoot) chmodSync(locked, 0o500);
    const worker = await bundleWorker(join(__dirname, "set-alarm-worker.ts"));
    const child = spawnSync(process.execPath, [worker, join(locked, "alarms.json")], {
      encoding: "utf8",
      cwd: join(__dirname, "../../.."),
      ...(asRoot ? { uid: 65534, gid: 65534, env: { ...process.env, HOME: tmpdir() } } : {}),
    });
    chmodSync(locked, 0o700);
    // Before: 「鬧鐘檔案暫時無法讀寫，請稍後再試。」
    expect(child.stdout.trim()).toBe("沒有權限讀寫鬧鐘檔案，請檢查檔案權限。");
  }, 60_000);

  it("a FIFO at the data path is refused at once", async () => {
    execFileSync("mkfifo", [filePath]);
    expect((await run("list_alarms", {})).text).toBe("鬧鐘檔案不是一般的檔案，無法讀寫，請檢查設定。");
    expect((await run("set_alarm", { time: "明天早上七點" }, { locale: "en" })).text).toBe(
      "The alarm file is not a regular file, so I can't use it; please check the settings.",
    );
  });
});

describe("a write that timed out or was aborted", () => {
  it("never happens later: the turn says it timed out, and only later alarms reach the file", async () => {
    // Another live process holds the lock (this pid on this host: alive, and not stale for a minute).
    writeFileSync(
      `${filePath}.lock`,
      JSON.stringify({ pid: process.pid, host: hostname(), time: new Date().toISOString(), token: "busy" }),
    );
    const registry = new ToolRegistry(tools({ lockTimeoutMs: 60_000, staleLockMs: 60_000 }));
    const graph = new DialogueGraph({
      model: null,
      registry,
      now: () => new Date("2026-03-10T01:00:00Z"),
      timeZone: "Asia/Taipei",
      toolTimeoutMs: 300,
    });
    const timedOut = await graph.invoke("明天早上七點叫我起床", { threadId: "t" });
    expect(timedOut.toolCalls[0]?.result.error?.code).toBe("TIMEOUT");
    rmSync(`${filePath}.lock`);
    // The next turn on the default deadline: on a loaded machine a 300 ms one could time out too.
    const patient = new DialogueGraph({ model: null, registry, now: () => new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" });
    const next = await patient.invoke("明天早上八點提醒我出門", { threadId: "t" });
    expect(next.toolCalls[0]?.result.success).toBe(true);
    // Before: the timed-out alarm waited for the lock and was written after all (9 s later in the probe).
    expect(stored().items.map((item: { message: string }) => item.message)).toEqual(["出門"]);
  });

  it("an aborted signal makes the store call reject at once and write nothing", async () => {
    writeFileSync(
      `${filePath}.lock`,
      JSON.stringify({ pid: process.pid, host: hostname(), time: new Date().toISOString(), token: "busy" }),
    );
    const controller = new AbortController();
    const running = run(
      "set_alarm",
      { time: "明天早上七點" },
      { signal: controller.signal },
      { lockTimeoutMs: 60_000, staleLockMs: 60_000 },
    );
    setTimeout(() => controller.abort(new Error("the user interrupted")), 50);
    await running;
    rmSync(`${filePath}.lock`);
    await run("set_alarm", { time: "明天早上八點" });
    expect(stored().items.map((item: { time: string }) => item.time)).toEqual(["2026-03-11T08:00"]);
  });
});
