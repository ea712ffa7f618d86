/**
 * Template rules for one record named by its number, shared by every family's delete phrases (spread
 * them into a phrase's `rules`, with `ORDINAL_SLOT` in its `slotTypes` for `<en_record_ordinal>`):
 * `<record_number>` 「2號」「第二個」「第3則」 (a number before 個, 則 or 條 without 第 counts records:
 * 「刪除兩個鬧鐘」 is no record's number), `<en_record_number>` "2" "number 2" "no. 2" "#2", and
 * `<en_record_ordinal>` "the second" "my 3rd". Each fills `id`.
 */
export const RECORD_ID_RULES: Readonly<Record<string, string>> = {
  record_number: "(第{id:integer}[號|個|則|條]|{id:integer}[號])",
  en_record_number: "[number|no.|#]{id:integer}",
  en_record_ordinal: "(the|my) {id:ordinal}",
};
