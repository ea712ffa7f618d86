import type { SlotSpan, SlotType } from "./slot-type";

const SHARE_CODE = /(?<![A-Za-z\d])(?:sh|sz|bj)?\d{6}(?!\d)/giu;

function shareCodeSpans(text: string): SlotSpan[] {
  SHARE_CODE.lastIndex = 0;
  return [...text.matchAll(SHARE_CODE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    value: match[0].toLowerCase(),
  }));
}

/** `{x:share_code}`: a six-digit A-share code, with its exchange or not (600519, sz000001), as written in lower case. */
export const SHARE_CODE_SLOT: SlotType = { name: "share_code", find: shareCodeSpans };
