import { execFileSync } from "node:child_process";
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import type { CorruptFileReport } from "../../src/storage/corrupt-file-report";
import { JsonFileStore } from "../../src/storage/json-file-store";
import { StorageError } from "../../src/storage/storage-error";

const schema = z.object({ lastId: z.number(), items: z.array(z.object({ id: z.string() })) });
const content = JSON.stringify({ lastId: 1, items: [{ id: "1" }] });

let directory: string;
let filePath: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "data-file-kinds-"));
  filePath = join(directory, "alarms.json");
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

function createStore(reports: CorruptFileReport[] = [], path = filePath) {
  return new JsonFileStore({
    filePath: path,
    schema,
    empty: () => ({ lastId: 0, items: [] }),
    lockTimeoutMs: 2_000,
    onCorrupt: (report) => reports.push(report),
  });
}

const add = (store = createStore()) =>
  store.update((data) => ({
    data: { lastId: data.lastId + 1, items: [...data.items, { id: String(data.lastId + 1) }] },
    result: data.lastId + 1,
  }));

async function problemOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return StorageError.isInstance(error) ? error.problem : `not a StorageError: ${String(error)}`;
}

describe("the file keeps what it is", () => {
  it("keeps a file's mode when it is rewritten", async () => {
    writeFileSync(filePath, content);
    chmodSync(filePath, 0o600);
    await add();
    // Before: the rewritten file took the process's default mode (0644 here).
    expect(statSync(filePath).mode & 0o777).toBe(0o600);
  });

  it("refuses to write a read-only file, and leaves it and its mode as they were", async () => {
    writeFileSync(filePath, content);
    chmodSync(filePath, 0o444);
    // Before: the write succeeded by renaming a writable file over it.
    expect(await problemOf(add())).toBe("read-only");
    expect(readFileSync(filePath, "utf8")).toBe(content);
    expect(statSync(filePath).mode & 0o777).toBe(0o444);
  });

  it("writes a symlinked data file through to its target; the link stays a link", async () => {
    mkdirSync(join(directory, "synced"));
    const target = join(directory, "synced", "alarms.json");
    writeFileSync(target, content);
    symlinkSync(target, filePath);
    await add();
    // Before: the link was replaced by a regular file, and the target never changed.
    expect(lstatSync(filePath).isSymbolicLink()).toBe(true);
    expect(readlinkSync(filePath)).toBe(target);
    expect(JSON.parse(readFileSync(target, "utf8")).items).toHaveLength(2);
  });

  it("a link to a file that does not exist yet creates the target", async () => {
    const target = join(directory, "elsewhere.json");
    symlinkSync(target, filePath);
    await add();
    expect(lstatSync(filePath).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(target, "utf8")).lastId).toBe(1);
  });
});

describe("what is not a data file is refused at once", () => {
  it("a FIFO at the data path is refused at once, and file reads elsewhere go on", async () => {
    execFileSync("mkfifo", [filePath]);
    // Before: every call waited for a writer on the FIFO and held a file thread until it timed out.
    const store = createStore();
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => problemOf(store.read())));
    expect(results).toEqual(["not-a-file", "not-a-file", "not-a-file", "not-a-file", "not-a-file"]);
    expect(await problemOf(add(store))).toBe("not-a-file");
    const other = join(directory, "other.txt");
    writeFileSync(other, "still readable");
    expect(readFileSync(other, "utf8")).toBe("still readable");
    expect(await readFile(other, "utf8")).toBe("still readable");
  });

  it("a directory at the data path is reported as a directory", async () => {
    mkdirSync(filePath);
    expect(await problemOf(createStore().read())).toBe("directory");
    expect(await problemOf(add())).toBe("directory");
  });

  it("a file where the data folder should be is reported as such", async () => {
    writeFileSync(join(directory, "data"), "");
    const store = createStore([], join(directory, "data", "alarms.json"));
    expect(await problemOf(add(store))).toBe("not-a-directory");
  });
});

describe("a corrupt file's report", () => {
  it("never quotes the file's content (here a symlinked /etc/passwd), and moves the link, not its target", async () => {
    const secret = join(directory, "passwd");
    writeFileSync(secret, "root:x:0:0:root:/root:/bin/bash\n");
    symlinkSync(secret, filePath);
    const reports: CorruptFileReport[] = [];
    const emitWarning = vi.spyOn(process, "emitWarning").mockImplementation(() => undefined);
    const warnings: string[] = [];
    try {
      await createStore(reports).read();
      symlinkSync(secret, join(directory, "memos.json"));
      await new JsonFileStore({ filePath: join(directory, "memos.json"), schema, empty: () => ({ lastId: 0, items: [] }) }).read();
      warnings.push(...emitWarning.mock.calls.map((call) => String(call[0])));
    } finally {
      emitWarning.mockRestore();
    }
    // Before: the reason was JSON.parse's message, 'Unexpected token …, "root:x:0:0…" is not valid JSON'.
    expect(reports[0]?.reason).toBe("not valid JSON");
    expect(JSON.stringify(reports)).not.toContain("root:x");
    expect(warnings.join("\n")).toContain("memos.json could not be read (not valid JSON)");
    expect(warnings.join("\n")).not.toContain("root:x");
    expect(readFileSync(secret, "utf8")).toBe("root:x:0:0:root:/root:/bin/bash\n");
    expect(lstatSync(reports[0]!.movedTo).isSymbolicLink()).toBe(true);
  });
});
