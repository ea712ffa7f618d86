// Asking to hear the last answer again: 「再說一次」「你剛剛說什麼」「沒聽清楚」 'say that again' 'pardon?'.
const REPEAT = [
  /^(?:請|麻煩)?(?:你)?(?:可以|能)?(?:再|重新)(?:說|講|唸|念|重複)(?:一次|一遍|一下)(?:好嗎|可以嗎|嗎)?$/u,
  /^(?:請|麻煩)?(?:你)?(?:重複|重說|重講)(?:一次|一遍|一下)?(?:好嗎|嗎)?$/u,
  /^(?:你)?(?:剛剛|剛才)?(?:說|講)(?:了)?什麼$|^(?:我)?(?:沒|沒有)(?:聽清楚|聽到|聽懂)(?:你說的)?$/u,
  /^(?:sorry,? |pardon,? )?(?:(?:can|could|would) you )?(?:please )?(?:say (?:that|it) again|repeat (?:that|it|yourself|the answer)|say that one more time)(?: please)?\??$/i,
  /^(?:pardon(?: me)?|come again|what did you (?:just )?say|sorry,? what(?: was that)?|i didn't (?:catch|hear) (?:that|you))\??$/i,
];

/** True when the (normalised) text asks to hear the last answer again. */
export function isRepeatRequest(text: string): boolean {
  return REPEAT.some((pattern) => pattern.test(text));
}
