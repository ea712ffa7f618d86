import type { Locale } from "../../core/locale";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";

/**
 * Runs a repository call and turns a storage failure (a locked or corrupt database file, a
 * disk error) into a BACKEND_ERROR result with a short spoken message; a ToolError passes through.
 */
export async function runFinanceQuery<Data>(query: () => Promise<Data | ToolError>, locale: Locale): Promise<ToolResult<Data>> {
  try {
    const answer = await query();
    return ToolError.isInstance(answer) ? ToolResult.fail(answer) : ToolResult.ok(answer);
  } catch (error) {
    if (ToolError.isInstance(error)) return ToolResult.fail(error);
    return ToolResult.fail(
      new ToolError("BACKEND_ERROR", localize(locale, { zh: "記帳資料庫現在讀不到，請稍後再試。", en: "The finance database can't be read right now. Please try again later." }), {
        cause: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}
