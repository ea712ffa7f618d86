import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDefaultRegistry, createFinanceTools, defaultFinanceDatabasePath, loadSettings } from "../../../src/index";
import { runTool } from "./finance-test-kit";

describe("createFinanceTools", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "finance-tools-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("puts the database in the data folder and creates it only when a tool runs", async () => {
    const [, , accounts] = createFinanceTools({ dataDir: folder });
    const path = join(folder, "finance.sqlite");
    expect(existsSync(path)).toBe(false);
    expect((await runTool(accounts, {})).text).toBe("目前還沒有任何帳戶資料。");
    expect(existsSync(path)).toBe(true);
  });

  it("defaults to ~/.pibuddy/finance.sqlite", () => {
    expect(defaultFinanceDatabasePath()).toMatch(/[\\/]\.pibuddy[\\/]finance\.sqlite$/);
    expect(defaultFinanceDatabasePath("/data")).toBe(join("/data", "finance.sqlite"));
  });

  it("refuses a time zone that does not exist, at construction", () => {
    expect(() => createFinanceTools({ dataDir: folder, timeZone: "Mars/Olympus" })).toThrow(/not an IANA time zone/);
  });

  it("is part of the default registry, configured from the settings", async () => {
    const settings = loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: folder }, envFile: false });
    const registry = createDefaultRegistry({ settings });
    expect(registry.has("finance.transactions.sum")).toBe(true);
    const accounts = registry.get("finance_accounts_list");
    expect(accounts).toBeDefined();
    expect(existsSync(join(folder, "finance.sqlite"))).toBe(false);
  });
});
