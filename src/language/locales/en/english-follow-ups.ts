import type { FollowUpWords } from "../locale-words";

/** Follow-ups in English: 'what about Tokyo', 'and tomorrow?', 'make it 500', 'no, I meant Osaka'. */
export const ENGLISH_FOLLOW_UPS: FollowUpWords = {
  corrected: [/^(?:no,? |nope,? |sorry,? )*(?:i meant|i mean|i said|i was asking about) (?<fragment>.{1,40}?)\??$/i],
  changed: [
    /^(?:ok |okay |then )?(?:make (?:it|that)|change it to|change that to|switch to|try) (?<fragment>.{1,40}?)(?: instead)?(?: please)?\??$/i,
  ],
  asked: [
    /^(?:and |so |ok )?(?:what|how) about (?<fragment>.{1,40}?)\??$/i,
    // "what if it's 500", "if five hundred (leh)": the last request with something else in it.
    /^(?:and |so |ok |but )?(?:what )?if (?:it(?:'s| is| were| was) |i (?:have|had|change|convert|make it) )?(?<fragment>[^\s,]+(?: [^\s,]+){0,3}?)(?: instead)?(?: (?:leh|lah|ah|lor|then))?\??$/i,
    /^and (?<fragment>(?:in|into|for|on|at|to) .{1,40})$/i,
    /^and (?<fragment>(?:the day after )?tomorrow|today|tonight|(?:on |for )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))$/i,
    // "and Busan?" "and times 3?": a short fragment after and, for the last tool to judge.
    // "and this month so far": a period up to now.
    /^and (?<fragment>[^\s,]+(?: [^\s,]+){0,2}(?: so far)?)$/i,
    // "then KL leh", "then Busan?": the same, said with then (and a Singapore particle after it).
    /^then (?<fragment>[^\s,]+(?: [^\s,]+){0,2}?)(?: (?:leh|lah|ah|lor))?\??$/i,
    // "day after tomorrow also can check or not", "KL can or not" (Singapore and Malaysian English):
    // the same again, for this.
    /^(?:then |and )?(?!(?:also|oso|can|check|see|you|it) )(?<fragment>[^\s,]+(?: [^\s,]+){0,3}?) (?:also |oso )?(?:can )?(?:check |see )?(?:or not|anot)\??$/i,
  ],
  beforeDayShift: "and |and then |so |ok |then ",
  notFragments: [/^(?:why|who|what|how|you|me|it|that|this|them|then|so|now|else|more|again|later)$/iu],
  // "what about in Paris", "and for tomorrow?": a preposition before the fragment adds nothing.
  prepositions: "in|into|for|on|at|to",
  into: "in|into|to",
  // "n kaohsiung?" 'n tmrw?': and, as it is texted.
  textedOpening: [/^n\s+(?=[a-z])/iu, "and "],
};
