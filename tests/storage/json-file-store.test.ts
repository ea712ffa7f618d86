import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import type { CorruptFileReport } from "../../src/storage/corrupt-file-report";
import { JsonFileStore } from "../../src/storage/json-file-store";
import { bundleWorker } from "../support/bundle-worker";

const schema = z.object({ lastId: z.number(), items: z.array(z.object({ id: z.string(), pid: z.number() })) });
type Data = z.infer<typeof schema>;

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "json-file-store-"));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

function createStore(filePath: string, reports: CorruptFileReport[] = []) {
  return new JsonFileStore<Data>({
    filePath,
    schema,
    empty: () => ({ lastId: 0, items: [] }),
    onCorrupt: (report) => reports.push(report),
    now: () => new Date("2026-03-10T01:02:03.456Z"),
  });
}

async function add(store: JsonFileStore<Data>, signal?: AbortSignal) {
  const { value } = await store.update(
    (data) => {
      const id = String(data.lastId + 1);
      return { data: { lastId: data.lastId + 1, items: [...data.items, { id, pid: process.pid }] }, result: id };
    },
    { signal },
  );
  return value;
}

const read = async (store: JsonFileStore<Data>) => (await store.read()).value;

// Starts a worker and resolves once it is ready; `go()` lets it run and resolves when it is done.
async function startWorker(filePath: string, adds: number): Promise<{ go: () => Promise<void> }> {
  const worker = await bundleWorker(join(__dirname, "concurrent-adds-worker.ts"));
  const child = spawn(process.execPath, [worker, filePath, String(adds)], { stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}: ${stderr}`))));
  });
  await Promise.race([once(child.stdout, "data"), exited]);
  return {
    go: () => {
      child.stdin.end("go\n");
      return exited;
    },
  };
}

describe("JsonFileStore", () => {
  it("starts empty when there is no file, and creates missing directories on the first write", async () => {
    const store = createStore(join(directory, "nested", "memos.json"));
    expect(await read(store)).toEqual({ lastId: 0, items: [] });
    expect(await add(store)).toBe("1");
    expect(JSON.parse(readFileSync(join(directory, "nested", "memos.json"), "utf8")).items).toHaveLength(1);
  });

  it("writes nothing when a change has no data, and leaves no temporary or lock files", async () => {
    const store = createStore(join(directory, "memos.json"));
    await add(store);
    expect((await store.update((data) => ({ result: data.items.length }))).value).toBe(1);
    expect(readdirSync(directory)).toEqual(["memos.json"]);
  });

  it("keeps every one of 100 concurrent adds from one process, with unique ids", async () => {
    const store = createStore(join(directory, "memos.json"));
    const ids = await Promise.all(Array.from({ length: 100 }, () => add(store)));
    expect(new Set(ids).size).toBe(100);
    expect((await read(store)).items).toHaveLength(100);
  });

  it("keeps all 400 entries when 4 processes each make 100 concurrent adds to one file", async () => {
    const filePath = join(directory, "memos.json");
    const workers = await Promise.all([1, 2, 3, 4].map(() => startWorker(filePath, 100)));
    await Promise.all(workers.map((worker) => worker.go()));
    const { items, lastId } = await read(createStore(filePath));
    expect(items).toHaveLength(400);
    expect(new Set(items.map((item) => item.id)).size).toBe(400);
    expect(new Set(items.map((item) => item.pid)).size).toBe(4);
    expect(lastId).toBe(400);
    // Four worker processes start in under a second on an idle machine; a loaded 2-core one needs longer.
    // The workers wait for each other by events ("ready", then "go"); this is only a backstop.
  }, 180_000);

  it("a rejected change leaves the file as it was and does not block the next one", async () => {
    const store = createStore(join(directory, "memos.json"));
    await add(store);
    await expect(
      store.update(() => {
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect(await add(store)).toBe("2");
  });
});

describe("corrupt files", () => {
  it.each([
    ["broken JSON", '{"lastId": 3, "items": [', /not valid JSON/],
    ["the wrong shape", JSON.stringify({ lastId: "three", items: {} }), /unexpected shape/],
  ])("moves a file with %s aside, reports it and starts empty", async (_name, content, reason) => {
    const filePath = join(directory, "alarms.json");
    writeFileSync(filePath, content);
    const reports: CorruptFileReport[] = [];
    const store = createStore(filePath, reports);
    const first = await store.read();
    expect(first.value).toEqual({ lastId: 0, items: [] });
    const movedTo = `${filePath}.corrupt-2026-03-10T01-02-03-456Z`;
    expect(reports).toEqual([{ filePath, movedTo, reason: expect.stringMatching(reason) }]);
    expect(first.recovered).toEqual(reports);
    expect(readFileSync(movedTo, "utf8")).toBe(content);
    expect((await store.read()).recovered).toEqual([]);
  });

  it("never overwrites the corrupt file: an update writes a fresh file beside the moved one", async () => {
    const filePath = join(directory, "alarms.json");
    writeFileSync(filePath, "not json");
    const reports: CorruptFileReport[] = [];
    const store = createStore(filePath, reports);
    expect(await add(store)).toBe("1");
    expect(readFileSync(`${filePath}.corrupt-2026-03-10T01-02-03-456Z`, "utf8")).toBe("not json");
    writeFileSync(filePath, "broken again");
    await add(store);
    expect(readFileSync(`${filePath}.corrupt-2026-03-10T01-02-03-456Z-2`, "utf8")).toBe("broken again");
    expect(reports).toHaveLength(2);
  });
});

describe("locks", () => {
  it("takes over a lock left by a process that died", async () => {
    const filePath = join(directory, "memos.json");
    writeFileSync(
      `${filePath}.lock`,
      JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), time: new Date().toISOString(), token: "dead" }),
    );
    expect(await add(createStore(filePath))).toBe("1");
    expect(existsSync(`${filePath}.lock`)).toBe(false);
  });

  it("takes over a lock older than staleLockMs", async () => {
    const filePath = join(directory, "memos.json");
    writeFileSync(`${filePath}.lock`, JSON.stringify({ pid: process.pid, host: "elsewhere", time: "2020-01-01T00:00:00Z", token: "old" }));
    expect(await add(createStore(filePath))).toBe("1");
  });

  it("fails with a clear error when a live lock is held past lockTimeoutMs", async () => {
    const filePath = join(directory, "memos.json");
    writeFileSync(
      `${filePath}.lock`,
      JSON.stringify({ pid: process.pid, host: "elsewhere", time: new Date().toISOString(), token: "busy" }),
    );
    const store = new JsonFileStore<Data>({ filePath, schema, empty: () => ({ lastId: 0, items: [] }), lockTimeoutMs: 100 });
    await expect(add(store)).rejects.toThrow(/Could not lock .*memos\.json\.lock within 100 ms/);
    expect(existsSync(filePath)).toBe(false);
  });
});
