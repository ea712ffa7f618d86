import type { SlotType } from "../../language/templates/slot-type";

// What an amount is, said before it and a pause: 「那雙鞋」「這頓飯」. A few words; no figure or arithmetic
// word (those may change the sum), no question (「你知道…」) or denial.
const LABEL = /^(?!不|沒|你|為什麼|怎)[^\s,\d零〇一二兩三四五六七八九十百千萬億加減乘除扣折%稅費每各再另多少打算幫請]{1,8}(?:是|要)?$/u;

/** `{_label:bill_label}`: a few words naming a bill or a price before its amount (「那雙鞋 2680」); matched, not returned. */
export const BILL_LABEL_SLOT: SlotType = { name: "bill_label", accept: (text) => (LABEL.test(text) ? text : null) };
