import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createFinanceTools,
  DialogueGraph,
  InMemoryTransactionRepository,
  SqliteTransactionRepository,
  ToolRegistry,
} from "../../../src/index";
import { ledger } from "./transaction-repository-contract";

const now = () => new Date("2026-03-10T01:00:00Z");

describe("finance tools for several users", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "finance-users-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("reads each user's own ledger from the repository of that user", async () => {
    const ledgers: Record<string, InMemoryTransactionRepository> = {
      alice: new InMemoryTransactionRepository(ledger),
      bob: new InMemoryTransactionRepository({ accounts: [{ id: "piggy", name: "小豬撲滿", currency: "TWD" }] }),
    };
    const asked: Array<string | undefined> = [];
    const tools = createFinanceTools({ repository: (userId) => (asked.push(userId), ledgers[userId ?? "alice"]!) });
    const assistant = new DialogueGraph({ model: null, registry: new ToolRegistry([...tools]), now });

    const alice = await assistant.invoke("我有哪些帳戶", { threadId: "a", userId: "alice" });
    const bob = await assistant.invoke("我有哪些帳戶", { threadId: "b", userId: "bob" });

    expect(alice.toolCalls[0]?.name).toBe("finance_accounts_list");
    expect(alice.reply).toContain("玉山");
    expect(bob.reply).toContain("小豬撲滿");
    expect(bob.reply).not.toContain("玉山");
    expect(asked).toEqual(["alice", "bob"]);
  });

  it("by default keeps each named user's ledger in a SQLite file of their own beside the device's", async () => {
    const device = new SqliteTransactionRepository({ path: join(folder, "finance.sqlite") });
    await device.saveAccounts(ledger.accounts);
    device.close();
    const assistant = new DialogueGraph({ model: null, registry: new ToolRegistry([...createFinanceTools({ dataDir: folder })]), now });

    const owner = await assistant.invoke("我有哪些帳戶", { threadId: "a" });
    const carol = await assistant.invoke("我有哪些帳戶", { threadId: "c", userId: "carol" });
    await assistant.invoke("我有哪些帳戶", { threadId: "d", userId: ".." });

    expect(owner.reply).toContain("玉山");
    expect(carol.reply).toBe("目前還沒有任何帳戶資料。");
    expect(existsSync(join(folder, "users", "carol", "finance.sqlite"))).toBe(true);
    // A user name can never climb out of users/.
    expect(existsSync(join(folder, "users", "%2E%2E", "finance.sqlite"))).toBe(true);
  });
});
