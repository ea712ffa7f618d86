/** The chat page's own words in one language (replies come from the assistant, in the turn's language). */
export interface PageWordList {
  title: string;
  threads: string;
  newThread: string;
  forget: string;
  untitled: string;
  placeholder: string;
  send: string;
  voiceOn: string;
  voiceOff: string;
  mic: string;
  micStop: string;
  model: string;
  localOnly: string;
  modelCalls: string;
  route: Record<"local" | "model" | "offline", string>;
  localMark: string;
  tools: string;
  running: string;
  failed: string;
  yes: string;
  no: string;
  answer: string;
  ring: string;
  tokenLabel: string;
  tokenSave: string;
  tokenNeeded: string;
  tokenChange: string;
  error: string;
  empty: string;
  you: string;
  assistant: string;
}

/**
 * The page's words in zh-TW, zh-CN and en; the page picks one from `navigator.languages`. The
 * answer buttons of a confirmation follow the question's language instead (the assistant's yes/no
 * grammar reads 「好」「不要」 and yes/no).
 */
export const PAGE_WORDS: Record<"zh-TW" | "zh-CN" | "en", PageWordList> = {
  "zh-TW": {
    title: "對話助理",
    threads: "對話",
    newThread: "新對話",
    forget: "忘記",
    untitled: "（新對話）",
    placeholder: "輸入想說的話…",
    send: "送出",
    voiceOn: "朗讀：開",
    voiceOff: "朗讀：關",
    mic: "說話",
    micStop: "停止",
    model: "模型",
    localOnly: "僅本地",
    modelCalls: "模型呼叫",
    route: { local: "本地路線", model: "模型", offline: "離線" },
    localMark: "本地",
    tools: "工具",
    running: "執行中…",
    failed: "失敗",
    yes: "好",
    no: "不要",
    answer: "回答",
    ring: "時間到",
    tokenLabel: "存取權杖",
    tokenSave: "使用",
    tokenNeeded: "這個伺服器需要存取權杖。",
    tokenChange: "更換權杖",
    error: "出錯了",
    empty: "輸入一句話開始，例如「明天早上七點叫我起床」。",
    you: "你",
    assistant: "助理",
  },
  "zh-CN": {
    title: "对话助理",
    threads: "对话",
    newThread: "新对话",
    forget: "忘记",
    untitled: "（新对话）",
    placeholder: "输入想说的话…",
    send: "发送",
    voiceOn: "朗读：开",
    voiceOff: "朗读：关",
    mic: "说话",
    micStop: "停止",
    model: "模型",
    localOnly: "仅本地",
    modelCalls: "模型调用",
    route: { local: "本地路线", model: "模型", offline: "离线" },
    localMark: "本地",
    tools: "工具",
    running: "执行中…",
    failed: "失败",
    yes: "好",
    no: "不要",
    answer: "回答",
    ring: "时间到",
    tokenLabel: "访问令牌",
    tokenSave: "使用",
    tokenNeeded: "这个服务器需要访问令牌。",
    tokenChange: "更换令牌",
    error: "出错了",
    empty: "输入一句话开始，例如“明天早上七点叫我起床”。",
    you: "你",
    assistant: "助理",
  },
  en: {
    title: "Dialogue assistant",
    threads: "Conversations",
    newThread: "New",
    forget: "Forget",
    untitled: "(new conversation)",
    placeholder: "Type a request…",
    send: "Send",
    voiceOn: "Voice: on",
    voiceOff: "Voice: off",
    mic: "Speak",
    micStop: "Stop",
    model: "Model",
    localOnly: "local only",
    modelCalls: "model calls",
    route: { local: "local route", model: "model", offline: "offline" },
    localMark: "local",
    tools: "tools",
    running: "running…",
    failed: "failed",
    yes: "Yes",
    no: "No",
    answer: "Answer",
    ring: "Ringing",
    tokenLabel: "Access token",
    tokenSave: "Use",
    tokenNeeded: "This server needs an access token.",
    tokenChange: "Change token",
    error: "Something went wrong",
    empty: "Type a request to start, e.g. 'wake me up at 7 tomorrow'.",
    you: "You",
    assistant: "Assistant",
  },
};
