// Run by private-file-modes.test.ts in a child process (a test worker thread may not set the
// umask): node <this file bundled by bundleWorker> <data folder> [keep-mode]
// Under umask 022 it creates, through the library's own paths, alarms.json and memos.json (the
// tools), a named user's memos (users/<user>/), finance.sqlite (the SQLite repository) and a
// checkpointer's file, then prints the mode of every file and folder under the data folder.
import { chmodSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { createDefaultRegistry, createSqliteCheckpointer, loadSettings, SqliteTransactionRepository } from "../../src/index";
import { runTool } from "../support/run-tool";

const [dataDir, keepMode] = process.argv.slice(2);
process.umask(0o022);

const registry = createDefaultRegistry({ settings: { ...loadSettings({ envFile: false, env: {} }), dataDir } });
const tool = (name: string) => registry.get(name) ?? Promise.reject(new Error(`no ${name}`));
const replies: string[] = [];

if (keepMode) {
  replies.push((await runTool(await tool("add_memo"), { content: "買牛奶" })).text);
  chmodSync(join(dataDir!, "memos.json"), 0o640);
  replies.push((await runTool(await tool("add_memo"), { content: "繳電費" })).text);
} else {
  replies.push((await runTool(await tool("set_alarm"), { time: "明天早上七點", message: "開會" })).text);
  replies.push((await runTool(await tool("add_memo"), { content: "買牛奶" })).text);
  replies.push((await runTool(await tool("add_memo"), { content: "繳電費" }, { userId: "alice" })).text);
  const finance = new SqliteTransactionRepository({ path: join(dataDir!, "finance.sqlite") });
  await finance.saveAccounts([{ id: "cash", name: "現金", currency: "TWD" }]);
  await finance.saveTransactions([
    {
      id: "t01",
      account_id: "cash",
      category_id: null,
      booked_at: "2026-02-27T00:30:00Z",
      description: "拿鐵",
      amount: { amount: "-85", currency: "TWD" },
    },
  ]);
  const checkpointer = await createSqliteCheckpointer({ path: join(dataDir!, "threads", "threads.sqlite") });
  await checkpointer.getTuple({ configurable: { thread_id: "kitchen" } });
}

// Read while the databases are open, so their -wal and -shm files are there.
const modes: Record<string, string> = {};
const walk = (path: string): void => {
  modes[relative(dataDir!, path) || "."] = (statSync(path).mode & 0o777).toString(8);
  if (statSync(path).isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
};
walk(dataDir!);
process.stdout.write(JSON.stringify({ replies, modes }));
process.exit(0);
