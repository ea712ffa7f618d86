import Decimal from "decimal.js";
import { DateTime } from "luxon";
import { z } from "zod";
import { ToolRegistry, ToolResult, defineTool } from "../../src/index";

const rates: Record<string, string> = { USD: "31.62", EUR: "34.10", JPY: "0.2105" };

/**
 * The bench's tools, in process and with no network, so a turn measures the framework and the
 * model server only: a clock with a local phrase (「現在幾點」, so the local route can answer with
 * no model), a currency converter with a fixed table and a canned forecast (the two-tool turn).
 */
export function createBenchRegistry(): ToolRegistry {
  const time = defineTool({
    name: "get_time",
    description: "The current local time.",
    parameters: z.object({}),
    execute: async (_args, context) => ToolResult.ok({ iso: DateTime.fromJSDate(context.now).setZone(context.timeZone).toISO() ?? "" }),
    format: ({ data, error }) => (data ? `現在是 ${data.iso.slice(11, 16)}。` : (error?.message ?? "")),
    phrases: [{ pattern: /^(?:現在)?幾點(?:了)?$/ }],
  });
  const currency = defineTool({
    name: "convert_currency",
    description: "Converts an amount between currencies at today's rate.",
    parameters: z.object({ amount: z.number().positive(), from_currency: z.string().length(3), to_currency: z.literal("TWD") }),
    execute: async ({ amount, from_currency }) => {
      const rate = rates[from_currency];
      if (rate === undefined) return ToolResult.fail({ code: "unsupported_currency", message: `不支援 ${from_currency}。` });
      return ToolResult.ok({ amount, from_currency, rate, result: new Decimal(amount).times(rate).toFixed(0) });
    },
    format: ({ data, error }) =>
      data ? `${data.amount} ${data.from_currency} 約等於 ${data.result} 新台幣（匯率 ${data.rate}）。` : (error?.message ?? ""),
  });
  const weather = defineTool({
    name: "get_weather",
    description: "Today's weather in a city.",
    parameters: z.object({ city: z.string().min(1) }),
    execute: async ({ city }) => ToolResult.ok({ city, sky: "晴時多雲", high: 28, low: 21 }),
    format: ({ data, error }) => (data ? `${data.city}今天${data.sky}，${data.low} 到 ${data.high} 度。` : (error?.message ?? "")),
  });
  return new ToolRegistry([time, currency, weather]);
}
