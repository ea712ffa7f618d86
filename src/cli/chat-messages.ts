import type { Locale } from "../index";

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

// Written out per locale: the CLI uses only the library's public entry, so that dist/cli.cjs
// stays a thin layer over dist/index.js and shares its one copy of the library.
const messages: Record<Locale, ChatMessages> = {
  "zh-TW": {
    prompt: "\n你> ",
    quit: "輸入 exit 或按 Ctrl-D 結束。",
    quitWords,
    noModel: "dialogue-graph · 沒有設定模型（OPENAI_API_KEY 或 OPENAI_BASE_URL），只回答本地指令",
    local: "（本地）",
  },
  "zh-CN": {
    prompt: "\n你> ",
    quit: "输入 exit 或按 Ctrl-D 结束。",
    quitWords,
    noModel: "dialogue-graph · 没有设置模型（OPENAI_API_KEY 或 OPENAI_BASE_URL），只回答本地指令",
    local: "（本地）",
  },
  en: {
    prompt: "\nyou> ",
    quit: "Type exit or press Ctrl-D to quit.",
    quitWords,
    noModel: "dialogue-graph · no model configured (OPENAI_API_KEY or OPENAI_BASE_URL): local requests only",
    local: " (local)",
  },
};

/** The terminal chat's own messages in a locale. */
export function chatMessages(locale: Locale): ChatMessages {
  return messages[locale];
}
