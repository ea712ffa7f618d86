import { localize, type Locale, type LocalizedText } from "../index";

/** What the terminal chat says around the assistant's replies. */
export interface ChatMessages {
  /** The prompt before each line the user types. */
  prompt: string;
  /** How to leave, shown when the chat starts. */
  quit: string;
  /** Lines that end the chat (compared in lower case). */
  quitWords: readonly string[];
  /** The banner when no model is configured. */
  noModel: string;
  /** After a tool call the local route chose, on stderr: 「（本地）」, ' (local)'. */
  local: string;
}

const quitWords = ["exit", "quit", "離開", "离开", "再見", "再见", "bye"];

// Each message once in Traditional Chinese and English; the other locales follow the library's
// fallback chain (Simplified in mainland words, Hong Kong's own words where given). The CLI uses
// only the library's public entry, so that dist/cli.cjs stays a thin layer over dist/index.js.
const texts = {
  prompt: { zh: "\n你> ", en: "\nyou> " },
  quit: { zh: "輸入 exit 或按 Ctrl-D 結束。", en: "Type exit or press Ctrl-D to quit.", "zh-HK": "輸入 exit 或者撳 Ctrl-D 離開。" },
  noModel: {
    zh: "dialogue-graph · 沒有設定模型（OPENAI_API_KEY 或 OPENAI_BASE_URL），只回答本地指令",
    en: "dialogue-graph · no model configured (OPENAI_API_KEY or OPENAI_BASE_URL): local requests only",
    "zh-HK": "dialogue-graph · 未設定模型（OPENAI_API_KEY 或 OPENAI_BASE_URL），只答本地指令",
  },
  local: { zh: "（本地）", en: " (local)" },
} satisfies Record<string, LocalizedText>;

/** The terminal chat's own messages in a locale. */
export function chatMessages(locale: Locale): ChatMessages {
  return {
    prompt: localize(locale, texts.prompt),
    quit: localize(locale, texts.quit),
    quitWords,
    noModel: localize(locale, texts.noModel),
    local: localize(locale, texts.local),
  };
}
