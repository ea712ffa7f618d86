import type { Locale } from "../../src/core/locale";
import type { AnyTool } from "../../src/core/tool-registry";

/** The turn a tool call is made in, for tests: 09:00 in Taipei on 2026-03-10 unless told otherwise. */
export interface TestTurn {
  now?: Date;
  timeZone?: string;
  locale?: Locale;
  userId?: string;
  signal?: AbortSignal;
}

/**
 * Runs a tool as the graph does — normalise, validate, ask `confirmation`, execute, format — and
 * returns what the user would hear, the result, and the question the graph would ask first.
 */
export async function runTool(tool: AnyTool, args: Record<string, unknown>, turn: TestTurn = {}) {
  const {
    now = new Date("2026-03-10T01:00:00Z"),
    timeZone = "Asia/Taipei",
    locale = "zh-TW",
    userId,
    signal = new AbortController().signal,
  } = turn;
  const context = { now, timeZone, locale, ...(userId === undefined ? {} : { userId }) };
  const checked = tool.validate(tool.normalize(args, context));
  if (!checked.success) throw new Error(checked.message);
  const question = await tool.confirmation(checked.args, context);
  const result = await tool.execute(checked.args, { ...context, signal });
  return { args: checked.args, question, result, text: tool.format(result, context) };
}
