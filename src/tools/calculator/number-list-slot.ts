import { NUMBER_PATTERN } from "../../language/number-words";
import type { SlotSpan, SlotType } from "../../language/templates/slot-type";
import { numberOf } from "./english-money";

// One part of a sum, 「199」「兩百塊」「99元」, and what parts them (never a comma: 「199,259」 may be one number).
const ITEM = new RegExp(`(${NUMBER_PATTERN})(?:塊錢|塊|元)?`, "uy");
const APART = /(?:、|和|跟|與|及|還有|\s)/uy;

/** The parts of a sum from `start`: a span at the end of each part from the second on. */
function listsAt(text: string, start: number): SlotSpan[] {
  const spans: SlotSpan[] = [];
  const parts: number[] = [];
  let at = start;
  for (;;) {
    ITEM.lastIndex = at;
    const item = ITEM.exec(text);
    const value = item === null || item[1].includes(",") ? null : numberOf(item[1]);
    if (item === null || value === null) return spans;
    parts.push(value);
    at = ITEM.lastIndex;
    if (parts.length > 1) spans.push({ start, end: at, value: [...parts] });
    APART.lastIndex = at;
    if (APART.exec(text) === null) return spans;
    at = APART.lastIndex;
  }
}

/**
 * `{list:number_list}`: two or more amounts said one after another (「199、259和89」「一百、兩百跟三百」「200元、350元和99元」),
 * as their numbers; a list parted by commas is not one (「199,259」 may be one number).
 */
export const NUMBER_LIST_SLOT: SlotType = {
  name: "number_list",
  find: (text) => [...text].flatMap((_, start) => listsAt(text, start)),
};
