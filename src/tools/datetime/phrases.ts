import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { HOUSEHOLD_PERSON, HOUSEHOLD_PERSON_EN } from "../../language/household-person";
import { TIME_ZONE_SLOT } from "./time-zone-slot";

// The household's people, from the language's own list (a regex alternation read as a template's).
const asChoice = (source: string) => source.replaceAll("(?:", "(");

const RULES: Readonly<Record<string, string>> = {
  // 「阿嬤問你今天禮拜幾」「我媽問現在幾點」: a question relayed for someone at home is asked all the same.
  // 「查一下現在幾點」「幫我看一下現在什麼時間」: looking the time up is asking it.
  asked: "[[我[家|的]]<household>[在|想|要我]問[你|說][,]][請問|請告訴我|告訴我|你知道|想知道|[幫我|請](查|看)[一下]|[幫我|請]看看]",
  household: asChoice(HOUSEHOLD_PERSON),
  household_en: asChoice(HOUSEHOLD_PERSON_EN),
  // 「紐約那邊現在幾點」: the place, then where over there.
  there: "[那邊|那裡|那兒|那]",
  // 「現在是幾點」「幾點幾分」「什麼時間」: asking the clock.
  clock: "[是](幾點幾分|幾點[鐘][了]|什麼時間|多少點)",
  // 「星期幾」「幾月幾號」「日期」: asking the day or the date.
  day_or_date: "((星期|禮拜|週)幾|幾月幾(號|日)|幾號|幾日|[的]日期|哪一天)",
};

const phrase = (template: string): TemplatePhrase => ({ template, rules: RULES, slotTypes: [TIME_ZONE_SLOT] });

/**
 * 「現在幾點」「今天星期幾」「今天幾月幾號」「東京現在幾點」「what time is it」, as sentence templates:
 * a `{time_zone:time_zone}` slot fills the tool's argument of that name. Questions about time as a
 * topic (「時間是什麼」「鬧鐘是誰發明的」) do not match.
 */
export const datetimePhrases: readonly TemplatePhrase[] = [
  "<asked>[現在][是](幾點[鐘][了]|幾點幾分)[<end>]",
  "<asked>現在[的]時間[是][幾點|多少][<end>]",
  "<asked>現在[是]什麼時間[<end>]",
  // 「報時」「幫我報個時」「報一下時間」: the short command to say the time
  "[請|幫我|麻煩]報[個|一下]時[間][一下]",
  "<asked>(現在|這個月)是幾月[<end>]",
  "<asked>今天[是](星期|禮拜|週)幾[<end>]",
  // 「今天是星期二嗎」「今天是不是禮拜五」: whether today is a weekday is answered by today's date.
  "<asked>今天(是不是|是|不是)(星期|禮拜|週)(一|二|三|四|五|六|日|天)[嗎][<end>]",
  "<asked>今天[是](幾月幾(號|日)|幾號|幾日|[的]日期|哪一天)[<end>]",
  "<asked>[今天[的]]日期[是][幾號|多少][<end>]",
  "<asked>今年是[民國](幾|哪一|哪)年[<end>]",
  // 東京現在幾點 / 紐約那邊現在幾點 / 倫敦時間現在是幾點 / 美國紐約現在是幾點 (火星 is no time zone)
  "<asked>{time_zone:time_zone}<there>[的][時間]現在<clock>[<end>]",
  // 現在紐約幾點
  "<asked>現在{time_zone:time_zone}<there><clock>[<end>]",
  // 東京幾點了 / 倫敦時間幾點 (no 現在: 了 or 時間 says it is the clock now)
  "<asked>{time_zone:time_zone}<there>(幾點[鐘]了|[的]時間[是](幾點[鐘]|幾點幾分))[<end>]",
  // 紐約今天星期幾 / 東京那邊今天是幾號 / 倫敦現在是幾月幾號: the day or date over there.
  "<asked>{time_zone:time_zone}<there>[的](今天|現在)[是]<day_or_date>[<end>]",
  // 東京那邊現在的時間 / 紐約現在時間
  "<asked>{time_zone:time_zone}<there>現在[的]時間[是][幾點|多少][<end>]",
  "(what time is it|what's the time|what is the time|tell me the time|do you know what time it is|what time now|now what time [is it]) [now|right now] [please]",
  "(what day is (it|today)|what day of the week is (it|today)|what('s| is) (the date|today's date|the date today)) [today]",
  "(today's date|the date today|date today|current (time|date)|the time now|time now)",
  // "grandma wants to know what day it is", "my dad is asking what time it is": relayed for someone at home.
  "<household_en>( wants to know| is asking|'s asking| asks| asked| wanted to know) [you] (what time it is|what day it is|what day of the week it is|what [the] date it is|what the date is|what('s| is) the (time|date)) [today|now|right now]",
  // tell me the current time / what's the current date
  "(tell me|give me|what('s| is)) [the] current (time|date) [please]",
  // what time is it in London / what's the time in Tokyo right now / current time in New York /
  // what is the time now in Manila / time now in Mumbai / what time now in Manila (Singapore English)
  "(what('s| is) the [current|local] time [[right] now]|what time is it [now|right now]|what time [is it] now|do you know what time it is|[the] (current|local) time|time [[right] now]) [over|out] in {time_zone:time_zone} [[right] now]",
  // what's the date in Paris / what day is it in Sydney today / what day of the week is it in London
  "(what day is (it|today)|what day of the week is it|what('s| is) (the date|today's date|the date today)) [over] in {time_zone:time_zone} [today|right now|now]",
  // The place first: "Manila time now", "London time please", "Manila now what time", "Tokyo what time now".
  "{time_zone:time_zone} ([local] time [[right] now] [please]|(now|right now) what time [is it]|what time [is it] [there] now|time now how much)",
].map(phrase);
