import { localize } from "../core/localize";
import type { Locale } from "../core/locale";

/** The VALIDATION_ERROR of a call whose arguments cannot be used, as the user and the model read it. */
export function invalidArguments(
  locale: Locale,
  tool: string,
  problem: string,
): { code: "VALIDATION_ERROR"; message: string; details: { problem: string } } {
  const message = localize(locale, { zh: `${tool} 的參數不正確：${problem}`, en: `Invalid arguments for ${tool}: ${problem}` });
  return { code: "VALIDATION_ERROR", message, details: { problem } };
}
