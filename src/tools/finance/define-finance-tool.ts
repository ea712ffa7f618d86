import type { z } from "zod";
import { defineTool, type DefinedTool, type DefineToolOptions } from "../../core/define-tool";
import { toFunctionName } from "../../core/tool-name";

const financeNamePattern = /^finance_[a-z0-9]+_[a-z0-9]+$/;

/**
 * {@link defineTool} for a finance tool: its name must follow `finance_<resource>_<action>`
 * (a dotted `finance.accounts.list` is the same name), so that the model sees one family of
 * names. Throws at construction otherwise. The registry itself knows no family's rule.
 */
export function defineFinanceTool<Schema extends z.ZodObject, Data>(options: DefineToolOptions<Schema, Data>): DefinedTool<Schema, Data> {
  const name = toFunctionName(options.name);
  if (!financeNamePattern.test(name)) {
    throw new TypeError(`Finance tool name "${options.name}" must follow finance_<resource>_<action>, e.g. finance_transactions_search.`);
  }
  return defineTool(options);
}
