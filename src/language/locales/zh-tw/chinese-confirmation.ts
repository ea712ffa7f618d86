// A confirmation answer is a short utterance made only of yes words (or only of no words), with
// fillers around them. Anything more — 「好，順便設個鬧鐘」, 'yes and what time is it' — is a new
// request, so the pending call is dropped rather than run on a guess.
const CHINESE_FILLERS = "嗯嗯|嗯|恩|呃|喔|哦|噢|欸|誒|唉|啊|那|就|我|請|麻煩|謝謝|謝啦|了";
const CHINESE_YES = [
  "好(?:啊|呀|的|喔|哦|吧|啦|唷|耶)?",
  "可以(?:啊|呀|的|喔|吧)?",
  "行(?:啊|吧|啦)?",
  // 「對啦」「是啦」: 啦 after the yes says it with a shrug, still a yes.
  "對(?:啊|呀|的|喔|啦)?",
  "是(?:的|啊|呀|啦)?",
  "沒錯",
  "沒問題",
  "確定(?:要)?",
  "確認",
  "當然(?:好|可以|要)?",
  "要(?:啊|的)?",
  "嗯好",
  "好好",
  "(?:就)?(?:刪|刪除|刪掉|清掉|清空|取消掉)(?:吧|啦|了吧|掉吧|掉)?",
  // 「刪一刪」「刪刪吧」「清一清」: the verb said twice, as a casual go-ahead.
  "(?:就)?(?:刪一刪|刪刪|清一清|清清)(?:吧|啦|掉|掉吧)?",
  // 「全部刪」「都取消」「都停掉」: the action said again with all of them is a yes (取消 and 停 alone are a no).
  "(?:就)?(?:都|全部|全部都|通通|全)(?:刪|刪除|刪掉|清掉|清空|取消|取消掉|停掉|停止|關掉|關閉)(?:吧|啦|了吧|掉吧|掉)?",
  "執行(?:吧)?",
  "照做",
  "去(?:吧)?",
  "做吧",
  "ok(?:ay)?",
  "yes",
];
const CHINESE_NO = [
  "不(?:要|用|好|行|對|是|可以|必|需要)?(?:了|啦|吧|喔)?",
  "先不(?:要|用)(?:了)?",
  "還是不要(?:了)?",
  "(?:不要|別|不用)(?:刪|刪除|刪掉|清掉|動)(?:了)?",
  "別(?:了|吧)?",
  "算了(?:吧|啦)?",
  "取消(?:吧|啦|好了)?",
  "免了",
  "不必了",
  // Taiwanese: 「母湯」「毋通」「袂使」 (don't, it won't do).
  "(?:母湯|毋湯|毋通|袂使|嘸通)(?:啦|喔|哦)?",
  "等一下",
  "等等",
  "停",
  "沒有",
  "no",
];
function chineseAnswer(words: string[]): RegExp {
  return new RegExp(`^(?:${CHINESE_FILLERS})*(?:(?:${words.join("|")})(?:${CHINESE_FILLERS})*)+$`, "u");
}
const chineseYes = chineseAnswer(CHINESE_YES);
const chineseNo = chineseAnswer(CHINESE_NO);
// Asked 「要取消全部 2 個計時器嗎？」, the verb said back (「嗯 取消吧」) is a yes, as a Chinese answer
// repeats the question's verb; 「不取消」 is the no. (Asked to delete, 「取消」 calls it off.)
const ASKS_TO_CANCEL = /^要取消.*嗎[?？]?$/u;
const CANCEL_ECHO = "(?:就)?取消(?:吧|啦|掉|掉吧|好了)?";
const chineseYesToCancel = chineseAnswer([...CHINESE_YES, CANCEL_ECHO]);
const chineseNoToCancel = chineseAnswer([...CHINESE_NO.filter((word) => !word.startsWith("取消")), "(?:先)?不(?:要|用)?取消(?:了)?"]);

/**
 * A Chinese answer to a confirmation question (normalised, lower case): "yes" for 好、對、確定、刪吧、沒問題,
 * "no" for 不要、算了、取消、先不要, null for anything else. Chinese answers run their words together,
 * so the pauses are taken out first; given the question (normalised), its verb said back answers it.
 */
export function readChineseAnswer(text: string, question?: string): "yes" | "no" | null {
  const chinese = text.replace(/[\s,.!?;:~…，。！？、；：～]+/gu, "");
  // A bare 「嗯」 answers a question with yes.
  if (/^[嗯恩]{1,3}$/u.test(chinese)) return "yes";
  const asksToCancel = question !== undefined && ASKS_TO_CANCEL.test(question.trim());
  if ((asksToCancel ? chineseNoToCancel : chineseNo).test(chinese)) return "no";
  if ((asksToCancel ? chineseYesToCancel : chineseYes).test(chinese)) return "yes";
  return null;
}
