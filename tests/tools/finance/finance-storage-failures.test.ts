import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Pool } from "pg";
import { createFinanceTools, PostgresTransactionRepository, type TransactionRepository } from "../../../src/index";
import { financeTools, ledgerRepository, runTool } from "./finance-test-kit";

// A port nothing listens on: bound, noted, closed.
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// A repository whose reads fail the way a driver fails: an Error carrying the driver's code.
function failingWith(code: string): TransactionRepository {
  const failure = Object.assign(new Error(`${code}: the driver's own words, never spoken`), { code });
  return Object.assign(ledgerRepository(), {
    search: async () => {
      throw failure;
    },
  });
}

describe("finance storage failures say what happened", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "finance-failures-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("a damaged database file", async () => {
    const path = join(folder, "finance.sqlite");
    writeFileSync(path, "this is not a database ".repeat(100));
    const [search] = createFinanceTools({ databasePath: path });
    const { result, text } = await runTool(search, {});
    expect(result?.error?.code).toBe("BACKEND_ERROR");
    expect(text).toBe("記帳資料庫的檔案損壞了，讀不出來，請從備份還原。");
    expect(result?.error?.details).toMatchObject({ cause: expect.stringMatching(/not a database/) });
  });

  it("a database path that is a folder, or under a file", async () => {
    mkdirSync(join(folder, "finance.sqlite"));
    const [, , accounts] = createFinanceTools({ dataDir: folder });
    expect((await runTool(accounts, {}, "en")).text).toBe(
      "The finance database file can't be opened: it or its folder is missing, is not a file, or may not be read.",
    );
    writeFileSync(join(folder, "plain-file"), "x");
    const [, sum] = createFinanceTools({ dataDir: join(folder, "plain-file") });
    expect((await runTool(sum, {})).text).toBe("記帳資料庫的檔案打不開：檔案或它的資料夾不存在、不是檔案，或沒有權限。");
  });

  it("a PostgreSQL server that is not there", async () => {
    const pool = new Pool({
      host: "127.0.0.1",
      port: await closedPort(),
      user: "nobody",
      database: "none",
      connectionTimeoutMillis: 2_000,
    });
    try {
      const [search] = createFinanceTools({ repository: new PostgresTransactionRepository({ pool, userId: "alice" }) });
      const { result, text } = await runTool(search, {}, "zh-CN");
      expect(result?.error?.code).toBe("BACKEND_ERROR");
      expect(text).toBe("连不上记帐数据库的服务器，请稍后再试。");
    } finally {
      await pool.end();
    }
  });

  it.each([
    ["SQLITE_BUSY", "記帳資料庫正被別的程式使用，請稍等一下再試。"],
    ["SQLITE_FULL", "磁碟已滿，記帳資料庫寫不進去。"],
    ["SQLITE_IOERR_READ", "讀取記帳資料庫時磁碟出了錯，請稍後再試。"],
    ["28P01", "記帳資料庫的伺服器拒絕登入，請檢查連線設定裡的帳號和密碼。"],
    ["SOMETHING_NEW", "記帳資料庫出了錯，這次查不到資料。"],
  ])("%s, without the driver's words", async (code, spoken) => {
    const { result, text } = await runTool(financeTools(failingWith(code)).search, {});
    expect(text).toBe(spoken);
    expect(result?.error?.details).toEqual({ cause: `${code}: the driver's own words, never spoken` });
  });
});
