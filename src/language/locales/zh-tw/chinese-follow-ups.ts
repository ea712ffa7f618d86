import type { FollowUpWords } from "../locale-words";

// A follow-up names only what changes and leans on the last request for the rest:
// 「那高雄呢」「後天呢」「財經的呢」「那如果是日幣呢」 ask about something else; 「換成五百塊」「改成後天」 change it.
/** Follow-ups in Chinese. */
export const CHINESE_FOLLOW_UPS: FollowUpWords = {
  corrected: [
    // 「不是台北 是台中」「不是美金啦 我是說港幣」「我是說四月二十號」「不對不對 我要查的是000858」 'no, I meant Osaka':
    // the last request understood wrongly, put right.
    /^(?:(?:不是|不對)(?:啦|喔|耶)?\s*)+(?:.{1,12}?(?:啦|喔)?\s+)?(?:是|我是說|我說的是|我的意思是|我要的是|我要查的是|應該是)(?<fragment>.{1,20}?)(?:啦|才對|喔)?$/u,
    /^(?:我是說|我說的是|我的意思是|我要的是|我要查的是|應該是)(?<fragment>.{1,20}?)(?:啦|才對|喔)?$/u,
  ],
  changed: [
    /^(?:那|那就|那麼)?(?:換成|改成|改為|變成|換到|換)(?<fragment>.{1,20}?)(?:呢|的話|看看|好了|吧|試試|(?:的話)?(?:是|會是|等於|有)多少)?$/u,
    // 「那可以換多少美金」「那能換幾塊英鎊」: how much of another thing it makes.
    /^(?:那|那麼)?(?:可以|能|能夠)?(?:換|換成|兌換|兌換成|換算成)(?:多少|幾塊)(?<fragment>.{1,20}?)(?:呢)?$/u,
  ],
  asked: [
    /^(?:那如果換成|那如果換|如果換成|如果換|那如果是|那如果|那要是|那換成|那改成|如果是|如果|要是|那麼|那)?(?<fragment>.{1,20}?)(?:的)?(?:的話)?(?:呢|咧|勒)$/u,
    /^(?:那|那麼)(?<fragment>.{1,20}?)(?:的話)?(?:怎麼樣|怎樣|如何)$/u,
    // 「再除以四」「再加五」: one more step on the last calculation, with no 呢.
    /^(?:那|然後)?(?<fragment>再(?:加|減|乘|除以).{1,12})$/u,
  ],
  beforeDayShift: "那|那麼",
  // Words that start a question of its own, not a fragment: 「那為什麼呢」「那是什麼呢」.
  notFragments: [
    /^(?:為什麼|為何|怎麼|什麼|誰|哪裡|哪|是|要|可以|能|會|你|我|他|她|它|這|那|之前|剛剛|然後|後來|其他|別的|還有|以後|以前)$|^(?:是不是|要不要|會不會|可不可以)/iu,
  ],
};
