import type { z } from "zod";
import { localize } from "../core/localize";
import type { Locale } from "../core/locale";
import { ToolError } from "../core/tool-error";
import { describeIssues } from "../core/validate-arguments";

/**
 * Checks a response body against the shape the tool expects. A body that is not JSON (the client
 * leaves it a string) or has another shape throws an `api_error` ToolError, which
 * {@link toToolError} passes through.
 */
export function parseResponse<T>(schema: z.ZodType<T>, body: unknown, locale: Locale, service: { zh: string; en: string }): T {
  let value = body;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      throw new ToolError(
        "api_error",
        localize(locale, { zh: `${service.zh}回傳了看不懂的資料。`, en: `${service.en} sent an answer that could not be read.` }),
        { reason: "malformed JSON" },
      );
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new ToolError(
      "api_error",
      localize(locale, { zh: `${service.zh}回傳的資料格式不對。`, en: `${service.en} sent an answer of an unexpected shape.` }),
      { reason: describeIssues(parsed.error) },
    );
  }
  return parsed.data;
}
