/**
 * The holding line's deadline from `DIALOGUE_GRAPH_HOLDING_LINE_MS` (milliseconds, a whole number
 * from 1), as `dialogue-graph serve` and `chat` read it; undefined when it is unset or empty (no
 * holding line: the library's default). Anything else throws a TypeError naming the variable.
 *
 * @example
 * ```ts
 * holdingLineSetting({ DIALOGUE_GRAPH_HOLDING_LINE_MS: "800" }); // 800
 * ```
 */
export function holdingLineSetting(env: Readonly<Record<string, string | undefined>>): number | undefined {
  const text = env.DIALOGUE_GRAPH_HOLDING_LINE_MS?.trim();
  if (text === undefined || text === "") return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new TypeError(`DIALOGUE_GRAPH_HOLDING_LINE_MS must be a whole number of milliseconds from 1, not "${text}".`);
  return value;
}
