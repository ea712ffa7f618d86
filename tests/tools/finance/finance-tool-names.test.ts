import { z } from "zod";
import { defineTool, ToolRegistry, ToolResult } from "../../../src/index";
import { defineFinanceTool } from "../../../src/tools/finance/define-finance-tool";
import { financeTools } from "./finance-test-kit";

function financeTool(name: string) {
  return defineTool({
    name,
    description: "Lists accounts.",
    parameters: z.object({}),
    execute: async () => ToolResult.ok({ accounts: [] }),
  });
}

describe("finance tool names", () => {
  it("registers the three tools under finance_<resource>_<action>", () => {
    const registry = new ToolRegistry(Object.values(financeTools()));
    expect(registry.names()).toEqual(["finance_transactions_search", "finance_transactions_sum", "finance_accounts_list"]);
    expect(registry.toOpenAITools().map((tool) => tool.function.name)).toEqual(registry.names());
  });

  it("accepts a dotted alias and sends it with underscores", () => {
    const registry = new ToolRegistry([financeTool("finance.accounts.list")]);
    expect(registry.names()).toEqual(["finance_accounts_list"]);
    expect(registry.get("finance.accounts.list")).toBe(registry.get("finance_accounts_list"));
    expect(registry.toOpenAITools()[0].function.name).toBe("finance_accounts_list");
  });

  it("rejects an empty segment with a clear error", () => {
    expect(() => new ToolRegistry([financeTool("finance..search")])).toThrow(/"finance\.\.search" has an empty segment/);
  });

  it("makes no finance tool under a name that is not finance_<resource>_<action>", () => {
    const options = { description: "Lists accounts.", parameters: z.object({}), execute: async () => ToolResult.ok({ accounts: [] }) };
    for (const name of ["finance_bad", "finance_Accounts_list", "finance_accounts_list_all", "finance.accounts"]) {
      expect(() => defineFinanceTool({ name, ...options })).toThrow(`Finance tool name "${name}" must follow finance_<resource>_<action>`);
    }
    expect(defineFinanceTool({ name: "finance.accounts.list", ...options }).toOpenAITool().function.name).toBe("finance_accounts_list");
  });

  it("rejects a second tool under the same name, dotted or not", () => {
    expect(() => new ToolRegistry([financeTool("finance_accounts_list"), financeTool("finance.accounts.list")])).toThrow(
      /already registered/,
    );
  });
});
