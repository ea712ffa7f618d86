import { spokenClauses } from "./spoken-clauses";

// Asking to hear the last answer again: 「再說一次」「你剛剛說什麼」「沒聽清楚」 'say that again' 'pardon?'.
const REPEAT = [
  /^(?:請|麻煩)?(?:你|您)?(?:可以|能|可不可以|能不能)?(?:再|重新)(?:說|講|唸|念|重複)(?:一次|一遍|一下)(?:好嗎|可以嗎|嗎|啦|好不好)?$/u,
  /^(?:請|麻煩)?(?:你)?(?:重複|重說|重講)(?:一次|一遍|一下)?(?:好嗎|嗎)?$/u,
  /^(?:你)?(?:剛剛|剛才)?(?:說|講)(?:了)?什麼$|^(?:我)?(?:沒|沒有)(?:聽清楚|聽清|聽到|聽見|聽懂)(?:你說的|你講的)?(?:耶|欸|啦)?$/u,
  /^(?:sorry,? )?(?:(?:can|could|would) you )?(?:please )?(?:say (?:that|it) again|repeat (?:that|it|yourself|the answer)|say that one more time|one more time)(?: please)?$/i,
  /^(?:pardon(?: me)?|come again|what did you (?:just )?say|what was that|i didn't (?:catch|hear) (?:that|you|it)|i missed (?:that|it))$/i,
  // 'sorry come again', 'say again', 'repeat please', 'can say again or not' (Singapore English).
  /^(?:sorry,? |ok,? |eh,? )?(?:(?:can )?say (?:again|one more time)|(?:can )?repeat(?: again| one more time)?|come again)(?: please)?(?: or not)?$/i,
  // 「你剛剛說幾點」「你剛才講的是哪一天」 'what time did you say': what the last answer said, asked of it again.
  /^(?:你|您)?(?:剛剛|剛才|剛)(?:是)?(?:說|講)(?:的)?(?:是)?(?:幾點(?:幾分)?|幾號|哪一?天|禮拜幾|星期幾|什麼時候|多少(?:錢)?|多久|幾分鐘)(?:啊|呀|嗎|呢|來著)?$/u,
  /^(?:sorry,? )?(?:what time|when|what day|how (?:long|much)) did you (?:just )?say$/i,
  // 「講卡慢咧」「說慢一點」「慢慢講」: said again, slower.
  /^(?:請|麻煩)?(?:你)?(?:(?:再)?(?:說|講|唸|念)(?:卡慢|慢一點|慢點|慢一些)|慢慢(?:說|講|唸|念))(?:咧|好嗎|可以嗎|啦)?$/u,
];
// "sorry, what?" 「不好意思,什麼?」: an apology and a bare what, together, ask again; either alone does not.
const SORRY_WHAT = /^(?:sorry|excuse me|pardon)[\s,]+what$|^(?:抱歉|不好意思)[\s,]*(?:什麼|你說什麼)$/iu;
// Sounds said before asking again, which ask nothing alone: 「蛤」「什麼」 'huh' 'sorry'.
const INTERJECTION = /^(?:蛤|啥|什麼|嗯|呃|啊|欸|誒|咦|哎|抱歉|不好意思|huh|what|sorry|eh|um|uh|oh)$/iu;

/**
 * True when the (normalised) text asks to hear the last answer again: every clause asks it, or
 * is a sound said before asking (「蛤?你再講一次」「沒聽清,再說一遍」 'huh? say that again').
 */
export function isRepeatRequest(text: string): boolean {
  if (SORRY_WHAT.test(text)) return true;
  const clauses = spokenClauses(text);
  const asking = clauses.filter((clause) => !INTERJECTION.test(clause));
  return asking.length > 0 && asking.every((clause) => REPEAT.some((pattern) => pattern.test(clause)));
}
