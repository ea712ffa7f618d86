import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { FileLockTimeoutError, withFileLock } from "../../src/storage/with-file-lock";
import { JsonFileStore } from "../../src/storage/json-file-store";

const schema = z.object({ lastId: z.number(), items: z.array(z.object({ id: z.string() })) });
// A pid no process has: Linux pids stop at 2^22.
const DEAD_PID = 2 ** 22 + 12345;

let directory: string;
let filePath: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "file-lock-"));
  filePath = join(directory, "alarms.json");
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

function add(options: { lockTimeoutMs?: number; staleLockMs?: number } = {}) {
  const store = new JsonFileStore({ filePath, schema, empty: () => ({ lastId: 0, items: [] }), ...options });
  return store.update((data) => ({
    data: { lastId: data.lastId + 1, items: [...data.items, { id: String(data.lastId + 1) }] },
    result: data.lastId + 1,
  }));
}

describe("a lock that must not block writers", () => {
  it("an empty lock left by a kill between creating and writing it is taken over within a second, not after the stale time", async () => {
    writeFileSync(`${filePath}.lock`, "");
    // Before: the empty lock was judged by its age against staleLockMs, so this timed out.
    await expect(add({ lockTimeoutMs: 3_000, staleLockMs: 60_000 })).resolves.toMatchObject({ value: 1 });
    expect(existsSync(`${filePath}.lock`)).toBe(false);
  });

  it("a lock dated in the future (the clock stepped back) is taken over once it has been held staleLockMs by the waiter's own clock", async () => {
    const future = new Date(Date.now() + 365 * 24 * 3_600_000);
    writeFileSync(
      `${filePath}.lock`,
      JSON.stringify({ pid: process.pid, host: "another-machine", time: future.toISOString(), token: "from-the-future" }),
    );
    utimesSync(`${filePath}.lock`, future, future);
    // Before: its age was negative, never stale; every call failed after lockTimeoutMs.
    await expect(add({ lockTimeoutMs: 3_000, staleLockMs: 300 })).resolves.toMatchObject({ value: 1 });
  });

  it("a live holder's fresh lock still makes others wait, and fail with a clear error after lockTimeoutMs", async () => {
    writeFileSync(
      `${filePath}.lock`,
      JSON.stringify({ pid: process.pid, host: hostname(), time: new Date().toISOString(), token: "alive" }),
    );
    await expect(add({ lockTimeoutMs: 200, staleLockMs: 60_000 })).rejects.toBeInstanceOf(FileLockTimeoutError);
    expect(existsSync(filePath)).toBe(false);
  });

  it("a lock is never seen empty: it is created whole", async () => {
    const seen: string[] = [];
    await withFileLock(`${filePath}.lock`, async () => {
      seen.push(readFileSync(`${filePath}.lock`, "utf8"));
    });
    expect(JSON.parse(seen[0]!)).toMatchObject({ pid: process.pid, host: hostname() });
    expect(readdirSync(directory)).toEqual([]);
  });

  it("stops waiting as soon as its signal aborts", async () => {
    writeFileSync(
      `${filePath}.lock`,
      JSON.stringify({ pid: process.pid, host: hostname(), time: new Date().toISOString(), token: "alive" }),
    );
    const controller = new AbortController();
    const waiting = withFileLock(`${filePath}.lock`, async () => "ran", { timeoutMs: 60_000, staleMs: 60_000, signal: controller.signal });
    setTimeout(() => controller.abort(new Error("the turn was cancelled")), 50);
    await expect(waiting).rejects.toThrow("the turn was cancelled");
  });
});

describe("leftovers of writers killed mid-way", () => {
  it("temporary files and set-aside locks of dead processes are removed by the next write; a live writer's are kept", async () => {
    const dead = [
      `.alarms.json.${DEAD_PID}.0a1b2c3d.tmp`,
      `.alarms.json.lock.${DEAD_PID}.0a1b2c3d.tmp`,
      `alarms.json.lock.stale-${DEAD_PID}-0a1b2c3d`,
    ];
    const live = `.alarms.json.${process.pid}.0a1b2c3d.tmp`;
    for (const name of [...dead, live]) writeFileSync(join(directory, name), '{"half": ');
    await add();
    // Before: every one of them stayed for ever (76 after a crash run).
    expect(readdirSync(directory).sort()).toEqual([live, "alarms.json"].sort());
  });
});
