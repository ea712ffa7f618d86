import type { LocalPhrase, PhraseContext } from "../../core/local-phrase";
import { DATE_WORD_PATTERN, resolveDate, resolvePeriod } from "../../language/date-words";

// 月底 / 下個月初: the last or first day of a month, read from the month's period.
const MONTH_EDGE = "(?:這個|本|下個|上個)?月(?:底|初)";
// 「月底那天」「後天那晚」: a day, then "that day".
const THAT_DAY = "(?:那天|那一天|那晚|那天晚上)?";
const DATE = `(?<date>${DATE_WORD_PATTERN}|${MONTH_EDGE}|現在|目前|這幾天)${THAT_DAY}`;
const LEAD = "(?:請問|請|幫我|麻煩)?(?:查|查一下|看一下|告訴我)?";
const WHAT = "(?:什麼|甚麼|啥)";
const END = "(?:呢|啊|呀)?";
const PHASE = "(?:滿月|新月|上弦月|下弦月|弦月|眉月|蛾眉月|殘月|凸月|盈凸月|虧凸月)";
const EN_DATE = `(?<date>${DATE_WORD_PATTERN})`;
// "tomorrow night": the moon is seen at night, so the night of a day is that day.
const EN_NIGHT = "(?: (?:night|evening))?";
// 長什麼樣 / 長怎樣 / 看起來怎麼樣 / 是什麼月: how the moon looks is its phase.
const LOOKS = `(?:(?:會)?(?:是|長)?${WHAT}(?:形狀|樣子?|月相)|(?:會)?是${WHAT}月|(?:會)?長(?:得)?(?:怎樣|怎麼樣|什麼樣子?)|看起來(?:怎樣|怎麼樣|如何|像什麼|是什麼樣子?))`;
// 圓嗎 / 很圓嗎 / 夠圓嗎 / 圓不圓 / 是不是圓圓的: how full the moon is.
const ROUND =
  "(?:會)?(?:(?:很|夠|比較)?(?:圓嗎|圓不圓|是圓(?:圓)?的嗎|圓圓的嗎|亮嗎|亮不亮|圓了嗎)|是不是(?:很)?圓(?:圓)?的|會不會(?:很)?圓(?:圓的)?|有多圓)";

// 「下次滿月是什麼時候」「什麼時候是新月」: when a primary phase next comes (月圓 is the full moon).
const NEXT = "(?:下次|下一次|下一個|下個)";
const PRIMARY = "(?<phase>滿月|新月|上弦月|下弦月|月圓)";
const WHEN = "(?:什麼時候|甚麼時候|啥時候|哪一天|哪天|幾號|幾月幾號|何時)";
const EN_PRIMARY = "(?<phase>full moon|new moon|(?:first|last|third) quarter(?: moon)?)";

/** The phase asked about: the tool reads its name (滿月 → "Full Moon"). */
function phaseArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const phase = match.groups?.phase;
  return phase === undefined ? null : { phase };
}

/**
 * The date slot to arguments: no date or 現在 → today (no argument); a date word (今晚, tonight, 月底) →
 * "YYYY-MM-DD"; unreadable → decline.
 */
function toDateArgs(match: RegExpMatchArray, context: PhraseContext): Record<string, unknown> | null {
  const date = match.groups?.date?.trim();
  if (!date || /^(?:現在|目前|這幾天|now)$/i.test(date)) return {};
  const edge = /^(?<month>這個|本|下個|上個)?月(?<side>底|初)$/.exec(date)?.groups;
  if (edge) {
    const month = resolvePeriod(edge.month === "下個" ? "下個月" : edge.month === "上個" ? "上個月" : "這個月", context);
    return month ? { date_str: edge.side === "底" ? month.end : month.start } : null;
  }
  const resolved = resolveDate(date, context);
  return resolved ? { date_str: resolved } : null;
}

/**
 * Local phrases of `get_moon_phase`: requests for the moon's phase or shape on a day
 * (「今天的月相是什麼」「明天月亮是什麼形狀」「2024-04-08 是什麼月相」「今晚是滿月嗎」「moon phase tomorrow」).
 * Questions about the moon in general (「月亮為什麼會有陰晴圓缺」「月相是什麼意思」) do not match.
 */
export const moonPhasePhrases: readonly LocalPhrase[] = [
  // 今天的月相 / 明天的月相是什麼 / 查一下月相
  {
    pattern: new RegExp(`^${LEAD}(?:${DATE}\\s*(?:晚上)?的?\\s*)?月相(?:(?:是|會是)${WHAT}|如何|怎樣|怎麼樣)?${END}$`),
    toArgs: (match, context) => (match.groups?.date || !/是|如何|怎/.test(match[0]) ? toDateArgs(match, context) : null),
  },
  // 明天月亮是什麼形狀 / 今晚的月亮長什麼樣子
  {
    pattern: new RegExp(`^${LEAD}${DATE}\\s*(?:晚上)?的?\\s*月亮${LOOKS}${END}$`),
    toArgs: toDateArgs,
  },
  // 2024-04-08 是什麼月相 / 今天的月亮是什麼月相
  {
    pattern: new RegExp(`^${LEAD}${DATE}\\s*(?:晚上)?(?:的月亮)?\\s*(?:是|會是)${WHAT}月相${END}$`),
    toArgs: toDateArgs,
  },
  // 今晚是滿月嗎 / 明天是不是新月 / 明天月亮會是滿月嗎
  {
    pattern: new RegExp(`^${DATE}\\s*(?:晚上)?(?:的?月亮)?\\s*(?:會不會是|會是|是不是|是)(?:滿月|新月|上弦月|下弦月)(?:嗎)?${END}$`),
    toArgs: toDateArgs,
  },
  // 現在的月相是上弦月還是下弦月 / 明天是滿月還是新月 (a day is required: 「上弦月還是下弦月」 alone may be a quiz)
  {
    pattern: new RegExp(`^${LEAD}${DATE}\\s*(?:晚上)?的?\\s*(?:月相|月亮)?\\s*(?:會)?是${PHASE}還是${PHASE}${END}$`),
    toArgs: toDateArgs,
  },
  // 月亮今天是什麼形狀 / 月亮明天是什麼月相
  {
    pattern: new RegExp(`^${LEAD}月亮\\s*${DATE}\\s*(?:晚上)?${LOOKS}${END}$`),
    toArgs: toDateArgs,
  },
  // 今晚月亮圓嗎 / 明天的月亮圓不圓 (with a day: 「月亮是圓的嗎」 alone is a science question)
  {
    pattern: new RegExp(`^${DATE}\\s*(?:晚上)?的?月亮${ROUND}${END}$`),
    toArgs: toDateArgs,
  },
  // 月亮今天是不是圓圓的 / 月亮今晚圓不圓: the moon, then its day
  {
    pattern: new RegExp(`^${LEAD}月亮\\s*${DATE}\\s*(?:晚上)?${ROUND}${END}$`),
    toArgs: toDateArgs,
  },
  // 今天晚上的月亮 / 2025年1月1日的月亮 / 明天的月亮怎麼樣 (a day is required: 「月亮怎麼樣」 alone is chat)
  {
    pattern: new RegExp(`^${LEAD}${DATE}\\s*(?:晚上)?的\\s*月亮(?:如何|怎樣|怎麼樣)?${END}$`),
    toArgs: toDateArgs,
  },
  // 下次滿月是什麼時候 / 下一個新月是哪天 / 下次什麼時候月圓. 下次 is needed: 「滿月是什麼時候」 may ask
  // when a baby is a month old (滿月), and 「什麼時候是滿月」 how the phases go.
  { pattern: new RegExp(`^${LEAD}${NEXT}${PRIMARY}(?:是|會是|在)?${WHEN}${END}$`), toArgs: phaseArgs },
  { pattern: new RegExp(`^${LEAD}${NEXT}${WHEN}(?:會|才)?(?:是|有|會是|才是)?${PRIMARY}${END}$`), toArgs: phaseArgs },
  // when is the next full moon / when's the next new moon / next full moon
  {
    pattern: new RegExp(`^(?:(?:when(?:'s| is| will be)|what (?:day|date) is) (?:the )?)?next ${EN_PRIMARY}(?: be)?\\??$`, "i"),
    toArgs: phaseArgs,
  },
  // moon phase / what's the moon phase today / moon phase next friday / what phase is the moon tonight
  {
    pattern: new RegExp(`^(?:what(?:'s| is) the )?(?:moon phase|phase of the moon)(?: (?:for |on )?${EN_DATE})?\\??$`, "i"),
    toArgs: toDateArgs,
  },
  // moon tonight / the moon tomorrow / what's the moon on 14 march / how's the moon looking tonight
  // (a day is required: "the moon" alone is chat)
  {
    pattern: new RegExp(
      `^(?:(?:what(?:'s| is)|how(?:'s| is)) )?(?:the )?moon(?: (?:like|looking|looking like))? (?:for |on )?${EN_DATE}${EN_NIGHT}\\??$`,
      "i",
    ),
    toArgs: toDateArgs,
  },
  {
    pattern: new RegExp(`^what phase is the moon(?: in)?(?: (?:on )?(?:${EN_DATE}|now))?\\??$`, "i"),
    toArgs: toDateArgs,
  },
  // what does the moon look like tonight / how full is the moon tomorrow / what phase will the moon be in on Friday (a day is required)
  {
    pattern: new RegExp(
      `^(?:what does the moon look like|what will the moon look like|what's the moon look(?:ing)? like|how full is the moon|how full will the moon be|what phase will the moon be in) (?:on )?${EN_DATE}${EN_NIGHT}\\??$`,
      "i",
    ),
    toArgs: toDateArgs,
  },
  // is tonight a full moon / is it a full moon tonight / is there a new moon on Friday
  {
    pattern: new RegExp(`^is ${EN_DATE}${EN_NIGHT} a (?:full|new) moon\\??$`, "i"),
    toArgs: toDateArgs,
  },
  // is there a full moon tomorrow night / will there be a new moon on Friday / will the moon be full tonight
  {
    pattern: new RegExp(`^(?:is (?:it|there)|will (?:it|there) be) a (?:full|new) moon(?: (?:on )?${EN_DATE}${EN_NIGHT})?\\??$`, "i"),
    toArgs: toDateArgs,
  },
  {
    pattern: new RegExp(`^(?:is the moon|will the moon be) (?:full|new)(?: (?:on )?${EN_DATE}${EN_NIGHT})?\\??$`, "i"),
    toArgs: toDateArgs,
  },
  // is the moon round today / will the moon be bright tomorrow night / how round is the moon tonight
  // (a day is required: "is the moon round" is a question about its shape)
  {
    pattern: new RegExp(
      `^(?:is the moon|will the moon be|how (?:round|bright) is the moon|how (?:round|bright) will the moon be) (?:(?:very|really|quite|nice and) )?(?:round|bright)? ?(?:on )?${EN_DATE}${EN_NIGHT}\\??$`,
      "i",
    ),
    toArgs: (match, context) => (/\b(?:round|bright)\b/i.test(match[0]) ? toDateArgs(match, context) : null),
  },
];
