// The people of a household a request may be for (「提醒阿嬤…」 'remind grandma …'): each language's
// own list, in its folder, named here for the tools' phrases that read them.
export { HOUSEHOLD_PERSON } from "./locales/zh-tw/chinese-household-people";
export { HOUSEHOLD_PERSON_EN } from "./locales/en/english-household-people";
