import type { SlotType } from "../../language/templates/slot-type";
import { readStockCode } from "./read-stock-code";
import { codeOfStockName } from "./stock-names";

// A name is any short run of letters; the table of well-known names decides whether it is a stock.
const NAME = /^[\p{Script=Han}A-Za-z]{2,6}$/u;
// Names that are also things people buy (茅台 and 五糧液 are liquors, 比亞迪 a car): 「茅台現在多少錢」 may be a bottle's.
const SOLD_AS_GOODS = /茅台|五糧液|瀘州老窖|汾酒|比亞迪/u;
const ANY_CODE = /(?:sh|sz|bj)\s?\.?\d{6}|\d{6}\.(?:sh|sz|bj|ss)/giu;

/** `{code:stock_name}`: a well-known share's name (貴州茅台, 寧德時代, tencent), as its code. */
export const STOCK_NAME_SLOT: SlotType = {
  name: "stock_name",
  accept: (text) => (NAME.test(text) ? (codeOfStockName(text) ?? null) : null),
};

/** `{code:stock_name_priced}`: the same, but not a name that is also goods with a price of its own (茅台). */
export const STOCK_NAME_PRICED_SLOT: SlotType = {
  name: "stock_name_priced",
  accept: (text) => (NAME.test(text) && !SOLD_AS_GOODS.test(text) ? (codeOfStockName(text) ?? null) : null),
};

/**
 * `{code:earlier_share}`: a clause before the asking that names exactly one known share, by code or
 * by name (「我有買寧德時代」「昨天剛買了sh601318」): the asking then points at it.
 */
export const EARLIER_SHARE_SLOT: SlotType = {
  name: "earlier_share",
  accept: (clause) => {
    if (clause.length < 2 || clause.length > 20 || clause.includes(",")) return null;
    const codes = new Set<string>();
    for (const typed of clause.match(ANY_CODE) ?? []) {
      const code = readStockCode(typed);
      if (code !== null) codes.add(code);
    }
    for (let start = 0; start < clause.length; start += 1) {
      for (let length = 2; length <= 6 && start + length <= clause.length; length += 1) {
        const code = codeOfStockName(clause.slice(start, start + length));
        if (code !== undefined) codes.add(code);
      }
    }
    return codes.size === 1 ? [...codes][0] : null;
  },
};
