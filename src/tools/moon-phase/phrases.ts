import { DATE_SLOT } from "../../language/templates/date-slot";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { wordListSlot } from "../../language/templates/word-list-slot";
import { MOON_DAY_SLOT } from "./moon-day-slot";

// A primary phase as said; the tool's normaliser reads its name (滿月, 月圓 → "Full Moon").
const PRIMARY_PHASE = wordListSlot({
  name: "primary_phase",
  words: ["滿月", "新月", "上弦月", "下弦月", "月圓", "full moon", "new moon", "first quarter", "last quarter", "third quarter"].flatMap(
    (word) => (/quarter$/u.test(word) ? [word, `${word} moon`] : [word]),
  ),
});

const RULES: Readonly<Record<string, string>> = {
  lead: "[請問|請|幫我|麻煩][查|查一下|看一下|告訴我]",
  // 「月底那天」「後天那晚」: a day, then "that day", and the night of it.
  day: "{date_str:moon_day}[那天|那一天|那晚|那天晚上][晚上]",
  end: "[呢|啊|呀]",
  phase: "(滿月|新月|上弦月|下弦月|弦月|眉月|蛾眉月|殘月|凸月|盈凸月|虧凸月)",
  // 長什麼樣 / 長怎樣 / 看起來怎麼樣 / 是什麼月: how the moon looks is its phase.
  looks:
    "([會][是|長]<what>(形狀|樣[子]|月相)|[會]是<what>月|[會]長[得](怎樣|怎麼樣|什麼樣[子])|看起來(怎樣|怎麼樣|如何|像什麼|是什麼樣[子]))",
  // 圓嗎 / 很圓嗎 / 夠圓嗎 / 圓不圓 / 是不是圓圓的: how full the moon is.
  round: "[會]([很|夠|比較](圓嗎|圓不圓|是圓[圓]的嗎|圓圓的嗎|亮嗎|亮不亮|圓了嗎)|是不是[很]圓[圓]的|會不會[很]圓[圓的]|有多圓)",
  // 「下次滿月是什麼時候」「什麼時候是新月」: when a primary phase next comes.
  next: "(下次|下一次|下一個|下個)",
  when: "(什麼時候|甚麼時候|哪一天|哪天|幾號|幾月幾號|何時)",
  // "tomorrow night": the moon is seen at night, so the night of a day is that day.
  en_day: "{date_str:date} [night|evening]",
};

const phrase = (template: string): TemplatePhrase => ({ template, rules: RULES, slotTypes: [MOON_DAY_SLOT, DATE_SLOT, PRIMARY_PHASE] });

/**
 * Local phrases of `get_moon_phase`, as sentence templates: requests for the moon's phase or shape on
 * a day (「今天的月相是什麼」「明天月亮是什麼形狀」「2024-04-08 是什麼月相」「今晚是滿月嗎」「moon phase
 * tomorrow」); the day fills `date_str` and the phase `phase`. Questions about the moon in general
 * (「月亮為什麼會有陰晴圓缺」「月相是什麼意思」) do not match.
 */
export const moonPhasePhrases: readonly TemplatePhrase[] = [
  // 今天的月相 / 明天的月相是什麼 / 查一下月相 (without a day, only the bare request: 「月相是什麼」 asks what it is)
  "<lead><day>[的]月相[(是|會是)<what>|如何|怎樣|怎麼樣]<end>",
  "<lead>月相<end>",
  // 明天月亮是什麼形狀 / 今晚的月亮長什麼樣子
  "<lead><day>[的]月亮<looks><end>",
  // 2024-04-08 是什麼月相 / 今天的月亮是什麼月相
  "<lead><day>[的月亮](是|會是)<what>月相<end>",
  // 今晚是滿月嗎 / 明天是不是新月 / 明天月亮會是滿月嗎
  "<day>[[的]月亮](會不會是|會是|是不是|是)(滿月|新月|上弦月|下弦月)[嗎]<end>",
  // 現在的月相是上弦月還是下弦月 / 明天是滿月還是新月 (a day is required: 「上弦月還是下弦月」 alone may be a quiz)
  "<lead><day>[的][月相|月亮][會]是<phase>還是<phase><end>",
  // 月亮今天是什麼形狀 / 月亮明天是什麼月相
  "<lead>月亮<day><looks><end>",
  // 今晚月亮圓嗎 / 明天的月亮圓不圓 (with a day: 「月亮是圓的嗎」 alone is a science question)
  "<day>[的]月亮<round><end>",
  // 月亮今天是不是圓圓的 / 月亮今晚圓不圓: the moon, then its day
  "<lead>月亮<day><round><end>",
  // 今天晚上的月亮 / 2025年1月1日的月亮 / 明天的月亮怎麼樣 (a day is required: 「月亮怎麼樣」 alone is chat)
  "<lead><day>的月亮[如何|怎樣|怎麼樣]<end>",
  // 下次滿月是什麼時候 / 下一個新月是哪天 / 下次什麼時候月圓. 下次 is needed: 「滿月是什麼時候」 may ask
  // when a baby is a month old (滿月), and 「什麼時候是滿月」 how the phases go.
  "<lead><next>{phase:primary_phase}[是|會是|在]<when><end>",
  "<lead><next><when>[會|才][是|有|會是|才是]{phase:primary_phase}<end>",
  // 「什麼時候是下一個新月」「幾時係下一個滿月」: when, then the next phase.
  "<lead><when>[會|才](是|有|會是|才是)<next>{phase:primary_phase}<end>",
  // when is the next full moon / when's the next new moon / next full moon
  "[(when's|when is|when will be|what (day|date) is) [the]] next {phase:primary_phase} [be]",
  // moon phase / what's the moon phase today / moon phase next friday / what phase is the moon tonight
  "[what('s| is) the] (moon phase|phase of the moon) [[for|on] {date_str:date}]",
  // moon tonight / the moon tomorrow / what's the moon on 14 march / how's the moon looking tonight
  // (a day is required: "the moon" alone is chat)
  "[(what('s| is)|how('s| is))] [the] moon [like|looking|looking like] [for|on] <en_day>",
  "what phase is the moon [in] [[on] {date_str:date}|now]",
  // what does the moon look like tonight / how full is the moon tomorrow / what phase will the moon be in on Friday (a day is required)
  "(what does the moon look like|what will the moon look like|what's the moon (look|looking) like|how full is the moon|how full will the moon be|what phase will the moon be in) [on] <en_day>",
  // is tonight a full moon / is it a full moon tonight / is there a new moon on Friday
  "is <en_day> a (full|new) moon",
  // is there a full moon tomorrow night / will there be a new moon on Friday / will the moon be full tonight
  "(is (it|there)|will (it|there) be) a (full|new) moon [[on] <en_day>]",
  "(is the moon|will the moon be) (full|new) [[on] <en_day>]",
  // is the moon round today / will the moon be bright tomorrow night / how round is the moon tonight
  // (a day is required: "is the moon round" is a question about its shape)
  "(is the moon|will the moon be) [very|really|quite|nice and] (round|bright) [on] <en_day>",
  "how (round|bright) (is the moon|will the moon be) [on] <en_day>",
].map(phrase);
