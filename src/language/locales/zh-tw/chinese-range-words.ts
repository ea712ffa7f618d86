import type { RangeWords } from "../range-words";

const NUMBER_DAY = "(?:\\d{1,2}|[一二三四五六七八九十]{1,3})";

/**
 * How Chinese joins period words into a range: 「二月一號到十五號」「從上週一至今」「今年以來」「從三月開始」.
 * `findRange` reads 「截至今天」 and only 十五號 as a bare day; the period slot reads 十五日 too.
 */
export const CHINESE_RANGE_WORDS: RangeWords = {
  joiners: "到|至|~",
  leads: "從|由|自",
  onwards: "開始|起",
  bareWeekday: "(?:週|周|星期|禮拜)[一二三四五六日天1-7]",
  findRange: {
    now: "現在|目前",
    toNow: "至今|以來|截至(?:目前|今天|現在)|到(?:目前|現在|今天)為止",
    until: "為止",
    bareDay: `${NUMBER_DAY}號`,
  },
  periodSlot: {
    toNow: "至今|以來|到(?:目前|現在|今天)(?:為止)?",
    bareDay: `${NUMBER_DAY}[號日]`,
  },
};
