import type { RelativeDateOptions } from "../../language/date-words";
import { compileTemplate } from "../../language/templates/compile-template";
import { matchTemplate } from "../../language/templates/match-template";
import { TaggedSentence } from "../../language/templates/tagged-sentence";

// 「那邊現在幾點」「那裡幾點了」 'what time is it there': the time where the weather was asked.
const TIME_THERE = [
  "[那|那麼](那邊|那裡|那兒|當地)[現在][是](幾點[鐘|了]|幾點幾分|[的]時間[是][幾點])[呢|啊|呀|嗎]",
  "[and|so|ok] (what time is it|what's the time|what is the time) [over] there [now|right now]",
].map((template) => compileTemplate(template));

/** Whether `text` (normalised) asks the time over there, where the weather was just asked: 「那邊現在幾點」 "what time is it there". */
export function asksTimeThere(text: string, context: RelativeDateOptions): boolean {
  const sentence = new TaggedSentence(text, context);
  return TIME_THERE.some((template) => matchTemplate(template, sentence) !== null);
}
