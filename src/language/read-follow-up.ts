import { DAY_SHIFT_PATTERN } from "./read-day-shift";
import { TEXTED_AND } from "./texted-words";

// A follow-up names only what changes and leans on the last request for the rest:
// 「那高雄呢」「後天呢」「財經的呢」「那如果是日幣呢」 'what about Tokyo' 'and tomorrow?' ask about
// something else; 「換成五百塊」「改成後天」 'make it 500' change it.
const ASKED = [
  // 「再後一天」 'the next day?' 'and the day after that?': a shift of the day asked about is a
  // follow-up said whole, with no 呢 and however many words.
  new RegExp(`^(?:and |and then |so |ok |then |那|那麼)?(?<fragment>${DAY_SHIFT_PATTERN})$`, "iu"),
  /^(?:那如果換成|那如果換|如果換成|如果換|那如果是|那如果|那要是|那換成|那改成|如果是|如果|要是|那麼|那)?(?<fragment>.{1,20}?)(?:的)?(?:的話)?(?:呢|咧|勒)$/u,
  /^(?:那|那麼)(?<fragment>.{1,20}?)(?:的話)?(?:怎麼樣|怎樣|如何)$/u,
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
  // 「再除以四」「再加五」: one more step on the last calculation, with no 呢.
  /^(?:那|然後)?(?<fragment>再(?:加|減|乘|除以).{1,12})$/u,
];
const CORRECTED = [
  // 「不是台北 是台中」「不是美金啦 我是說港幣」「我是說四月二十號」「不對不對 我要查的是000858」 'no, I meant Osaka':
  // the last request understood wrongly, put right.
  /^(?:(?:不是|不對)(?:啦|喔|耶)?\s*)+(?:.{1,12}?(?:啦|喔)?\s+)?(?:是|我是說|我說的是|我的意思是|我要的是|我要查的是|應該是)(?<fragment>.{1,20}?)(?:啦|才對|喔)?$/u,
  /^(?:我是說|我說的是|我的意思是|我要的是|我要查的是|應該是)(?<fragment>.{1,20}?)(?:啦|才對|喔)?$/u,
  /^(?:no,? |nope,? |sorry,? )*(?:i meant|i mean|i said|i was asking about) (?<fragment>.{1,40}?)\??$/i,
];
const CHANGED = [
  /^(?:那|那就|那麼)?(?:換成|改成|改為|變成|換到|換)(?<fragment>.{1,20}?)(?:呢|的話|看看|好了|吧|試試|(?:的話)?(?:是|會是|等於|有)多少)?$/u,
  // 「那可以換多少美金」「那能換幾塊英鎊」: how much of another thing it makes.
  /^(?:那|那麼)?(?:可以|能|能夠)?(?:換|換成|兌換|兌換成|換算成)(?:多少|幾塊)(?<fragment>.{1,20}?)(?:呢)?$/u,
  /^(?:ok |okay |then )?(?:make (?:it|that)|change it to|change that to|switch to|try) (?<fragment>.{1,40}?)(?: instead)?(?: please)?\??$/i,
];
// Words that start a question of its own, not a fragment: 「那為什麼呢」「那是什麼呢」.
const NOT_A_FRAGMENT =
  /^(?:為什麼|為何|怎麼|什麼|誰|哪裡|哪|是|要|可以|能|會|你|我|他|她|它|這|那|之前|剛剛|然後|後來|其他|別的|還有|以後|以前)$|^(?:是不是|要不要|會不會|可不可以)|^(?:why|who|what|how|you|me|it|that|this|them|then|so|now|else|more|again|later)$/iu;
// "what about in Paris", "and for tomorrow?": a preposition before the fragment adds nothing.
const LEADING_PREPOSITION = /^(?:in|into|for|on|at|to) /i;
const INTO = /^(?:in|into|to) /i;

/**
 * The fragment of a follow-up (normalised text: Traditional, no fillers), and whether it is said as
 * a change; null when the text is no follow-up. The fragment is for the last call's tool to read.
 *
 * @example
 * ```ts
 * readFollowUp("那高雄呢"); // { fragment: "高雄", change: false }
 * readFollowUp("換成五百塊"); // { fragment: "五百塊", change: true }
 * readFollowUp("what about Tokyo"); // { fragment: "Tokyo", change: false }
 * ```
 */
export function readFollowUp(said: string): { fragment: string; change: boolean; correction?: boolean } | null {
  // "n kaohsiung?" 'n tmrw?': and, as it is texted.
  const text = said.replace(TEXTED_AND, "and ");
  for (const pattern of CORRECTED) {
    const fragment = pattern.exec(text)?.groups?.fragment?.trim().replace(LEADING_PREPOSITION, "");
    // What was put right is asked about anew, in place of what was understood.
    if (fragment && !NOT_A_FRAGMENT.test(fragment)) return { fragment, change: false, correction: true };
  }
  for (const [patterns, change] of [
    [CHANGED, true],
    [ASKED, false],
  ] as const) {
    for (const pattern of patterns) {
      const said = pattern.exec(text)?.groups?.fragment?.trim();
      const fragment = said?.replace(LEADING_PREPOSITION, "");
      // "and in pounds?" asks for the result in them: a change of what it is given in.
      if (said && fragment && !NOT_A_FRAGMENT.test(fragment)) return { fragment, change: change || INTO.test(said) };
    }
  }
  return null;
}
