import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { bundleWorker } from "../support/bundle-worker";

// The library is driven in a child process under umask 022 (a test's worker thread may not set
// it); the child prints what `ls -l` would show for every file and folder under the data folder.
async function createUnderUmask022(dataDir: string, ...flags: string[]): Promise<{ replies: string[]; modes: Record<string, string> }> {
  const worker = await bundleWorker(join(__dirname, "private-modes-worker.ts"));
  const { stdout } = await promisify(execFile)(process.execPath, [worker, dataDir, ...flags]);
  return JSON.parse(stdout) as { replies: string[]; modes: Record<string, string> };
}

describe("files and folders the library creates are its user's alone, whatever the umask", () => {
  let parent: string;
  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), "private-modes-"));
  });
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it("alarms, memos, a user's folder, finance.sqlite and the checkpointer's file (with -wal, -shm): 0600 in folders 0700", async () => {
    const { replies, modes } = await createUnderUmask022(join(parent, ".pibuddy"));
    expect(replies).toEqual(["已設定明天（3月11日）早上7點的鬧鐘：開會。", "已記下：買牛奶。", "已記下：繳電費。"]);
    expect(modes).toEqual({
      ".": "700",
      "alarms.json": "600",
      "memos.json": "600",
      users: "700",
      "users/alice": "700",
      "users/alice/memos.json": "600",
      "finance.sqlite": "600",
      "finance.sqlite-wal": "600",
      "finance.sqlite-shm": "600",
      threads: "700",
      "threads/threads.sqlite": "600",
      "threads/threads.sqlite-wal": "600",
      "threads/threads.sqlite-shm": "600",
    });
  });

  it("a file its owner gave another mode keeps it when rewritten", async () => {
    const { replies, modes } = await createUnderUmask022(join(parent, ".pibuddy"), "keep-mode");
    expect(replies).toEqual(["已記下：買牛奶。", "已記下：繳電費。"]);
    expect(modes).toEqual({ ".": "700", "memos.json": "640" });
  });
});
