import { CHINESE_FOLLOW_UPS } from "./chinese-follow-ups";
import { CHINESE_REFERENCES } from "./chinese-references";
import type { ConversationWords } from "../locale-words";

/** Withdrawing a request, asking to hear an answer again, and going back to a subject, in Chinese. */
export const CHINESE_CONVERSATION: ConversationWords = {
  ...CHINESE_REFERENCES,
  followUps: CHINESE_FOLLOW_UPS,
  // Withdrawing a request the assistant is asking about: 「算了」「取消」「不用了」.
  cancellations: [
    /^(?:那|好|喔|哦)?(?:就)?(?:(?:算了|取消|不用了?|不要了?|先不用|先不要|沒事了?|不必了|免了|不設了|不記了|不查了|不用設了|不用記了|不用查了)(?:吧|啦|啊|喔)?)+$/u,
  ],
  // Said before a new request (「不用了 把計時器取消」): only clear ones, since a bare 「不要」 before a
  // request negates it (「不要 叫我起床」).
  leadingCancellations: [/^(?:那|好|喔|哦)?(?:就)?(?:算了|不用了|不要了|沒事了|免了|不必了|先別|先不要|先不用)(?:吧|啦|啊|喔)?$/u],
  // 「好啦 算了」「不用了 謝謝」
  fillers: "好啦|好吧|唉|欸|嗯|喔|哦|謝謝|謝啦|謝了",
  // 「再說一次」「你剛剛說什麼」「沒聽清楚」
  repeatRequests: [
    /^(?:請|麻煩)?(?:你|您)?(?:可以|能|可不可以|能不能)?(?:再|重新)(?:說|講|唸|念|重複)(?:一次|一遍|一下)(?:好嗎|可以嗎|嗎|啦|好不好)?$/u,
    /^(?:請|麻煩)?(?:你)?(?:重複|重說|重講)(?:一次|一遍|一下)?(?:好嗎|嗎)?$/u,
    /^(?:你)?(?:剛剛|剛才)?(?:說|講)(?:了)?什麼$|^(?:我)?(?:沒|沒有)(?:聽清楚|聽清|聽到|聽見|聽懂)(?:你說的|你講的)?(?:耶|欸|啦)?$/u,
    // 「你剛剛說幾點」「你剛才講的是哪一天」 'what time did you say': what the last answer said, asked of it again.
    /^(?:你|您)?(?:剛剛|剛才|剛)(?:是)?(?:說|講)(?:的)?(?:是)?(?:幾點(?:幾分)?|幾號|哪一?天|禮拜幾|星期幾|什麼時候|多少(?:錢)?|多久|幾分鐘)(?:啊|呀|嗎|呢|來著)?$/u,
    // 「講卡慢咧」「說慢一點」「慢慢講」: said again, slower.
    /^(?:請|麻煩)?(?:你)?(?:(?:再)?(?:說|講|唸|念)(?:卡慢|慢一點|慢點|慢一些)|慢慢(?:說|講|唸|念))(?:咧|好嗎|可以嗎|啦)?$/u,
  ],
  // Said before asking again: 「蛤?你再講一次」.
  interjections: "蛤|啥|什麼|嗯|呃|啊|欸|誒|咦|哎|抱歉|不好意思",
  // 「不好意思,什麼?」
  sorryWhat: /^(?:抱歉|不好意思)[\s,]*(?:什麼|你說什麼)$/iu,
  // 「回到剛剛那個匯率 那日幣呢」「再回到天氣 禮拜五呢」「說回股票」 (OpenCC may write 回 as 迴 after 說 or 拉).
  returnLead:
    /^(?:那|好|好了|ok|okay)?\s*(?:我們)?(?:再|先)?(?:[回迴]到|[回迴]去|[回迴]頭(?:說|講|看|問)?|說[回迴]|講[回迴]|聊[回迴]|拉[回迴]|繞[回迴]|[回迴]來)(?:到)?(?:剛剛|剛才|之前|前面|上一個|上面|一開始)?(?:的|說的|講的|問的|查的)?(?:那個|那|這個)?\s*/u,
  // 「匯率的部分 那日幣呢」
  afterSubject: "的部分|的事|那邊|這邊|那個",
};
