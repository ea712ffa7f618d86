import type { SlotSpan, SlotType } from "../../language/templates/slot-type";
import { readStockCode, SPOKEN_CODE_PATTERN } from "./read-stock-code";

// A code as people type it: 600519, sh600519, SZ 000001, 600519.SH; or as a speech recognizer
// writes it when read out digit by digit: 六零零五一九 (readStockCode reads it).
const CODE = new RegExp(
  String.raw`(?<![A-Za-z\d])(?:(?:sh|sz|bj)\s?\.?\d{6}|\d{6}(?:\.(?:sh|sz|bj|ss))?(?![\d.])|${SPOKEN_CODE_PATTERN})`,
  "giu",
);
// A bare six-digit number is read as a share only when it starts like one (600/688, 000/002/300,
// 920 and the older Beijing heads); a fund, a bond or any other number is left to the model.
const SHARE_HEAD = /^(?:60|68|00|30|92|43|83|87)/u;

/** The codes in `text`, each with its value and whether it names its exchange. */
function codeSpans(text: string): (SlotSpan & { bare: boolean })[] {
  CODE.lastIndex = 0;
  return [...text.matchAll(CODE)].flatMap((match) => {
    const code = readStockCode(match[0]);
    return code === null ? [] : [{ start: match.index, end: match.index + match[0].length, value: code, bare: /^\d{6}$/u.test(match[0]) }];
  });
}

/** `{code:stock_code}`: a stock code as typed or read out (600519, sh600519, 600519.SH, 六零零五一九), as `readStockCode` gives it. */
export const STOCK_CODE_SLOT: SlotType = { name: "stock_code", find: codeSpans };

/** `{code:exchange_code}`: a code that names its exchange (sh600519, 600519.SH): surely a stock, with no quote word. */
export const EXCHANGE_CODE_SLOT: SlotType = {
  name: "exchange_code",
  find: (text) => codeSpans(text).filter((span) => !span.bare && /^[a-z]/u.test(String(span.value))),
};

/** `{code:bare_code}`: six digits typed with no exchange that start like a share (000858, not 123456). */
export const BARE_CODE_SLOT: SlotType = {
  name: "bare_code",
  find: (text) => codeSpans(text).filter((span) => span.bare && SHARE_HEAD.test(String(span.value))),
};

/** `{code:typed_code}`: a code with its exchange, or a bare one that starts like a share. */
export const TYPED_CODE_SLOT: SlotType = {
  name: "typed_code",
  find: (text) => codeSpans(text).filter((span) => !/^\d{6}$/u.test(String(span.value)) || SHARE_HEAD.test(String(span.value))),
};
