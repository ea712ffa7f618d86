import type { RelativeDateOptions } from "../date-words";
import type { SlotType } from "./slot-type";

/**
 * A phrase written as a sentence template (see `parseTemplate` for the syntax): data, not a regex.
 * A slot named after one of the tool's parameters fills it (`{sides:integer}` → `{ sides: 20 }`);
 * `toArgs` is for what the data cannot say (a value to look up, a veto).
 *
 * @example
 * ```ts
 * const phrase: TemplatePhrase = { template: "[<please>]擲{sides:integer}面骰" };
 * const withCode: TemplatePhrase = { template: "{place:place}現在幾點", toArgs: ({ place }) => ({ time_zone: zoneOf(place) }) };
 * ```
 */
export interface TemplatePhrase {
  /** The template, matched against the whole normalised sentence. */
  template: string;
  /** Not a regex phrase. */
  pattern?: undefined;
  /** The tool's arguments from the slots' values; `null` declines. Default: the slots as they are. */
  toArgs?: (slots: Record<string, unknown>, context: RelativeDateOptions) => Record<string, unknown> | null;
  /** Rules this template may use as `<name>`, beside the built-in ones. Default: none. */
  rules?: Readonly<Record<string, string>>;
  /** Slot types beside the built-in ones (a `wordListSlot`). Default: none. */
  slotTypes?: readonly SlotType[];
}
