/**
 * An interactive terminal chat that streams the reply and shows when a tool starts and ends.
 *
 *   npm start                      # chat (Ctrl-D or "exit" to leave)
 *   npm start -- "100 美金換台幣多少"  # answer one question and exit
 *
 * The model comes from OPENAI_API_KEY / OPENAI_MODEL / OPENAI_BASE_URL (environment or .env).
 * With none of them the local route still answers: 現在幾點, 100 美金換台幣多少, 明天早上七點叫我起床 …
 * The prompt, the local route's mark and what rings follow the language the user writes in.
 * (The built command `npx dialogue-graph chat` does the same, and keeps the thread between runs.)
 */
import { homedir } from "node:os";
import { join } from "node:path";
import { createInterface, type Interface } from "node:readline";
import {
  AlarmScheduler,
  DialogueGraph,
  createDefaultRegistry,
  detectLocale,
  loadSettings,
  localize,
  type DialogueEvent,
  type Locale,
  type LocalizedText,
} from "../src/index";

// What the terminal says around the replies, once in Traditional Chinese and English: the other
// languages follow the library's fallback chain (Simplified, Hong Kong).
const words = {
  prompt: { zh: "\n你> ", en: "\nyou> " },
  local: { zh: "（本地）", en: " (local)" },
  quit: { zh: "輸入 exit 或按 Ctrl-D 結束。", en: "Type exit or press Ctrl-D to quit." },
  noModel: { zh: "沒有設定模型，只回答本地指令（見 README）", en: "no model configured: local requests only (see the README)" },
} satisfies Record<string, LocalizedText>;

// The locale from DIALOGUE_GRAPH_LOCALE (environment or .env), else the terminal's language (LANG=en_US.UTF-8).
const lang = (process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "").toLowerCase();
const spoken = lang.startsWith("en")
  ? "en"
  : /^zh[_-](cn|sg)/.test(lang)
    ? "zh-CN"
    : /^zh[_-](hk|mo)/.test(lang)
      ? "zh-HK"
      : lang.startsWith("zh")
        ? "zh-TW"
        : undefined;
const configured = loadSettings();
const settings =
  configured.env.DIALOGUE_GRAPH_LOCALE || spoken === undefined
    ? configured
    : loadSettings({ env: { ...process.env, DIALOGUE_GRAPH_LOCALE: spoken } });
// The language the user last wrote in: the prompt's and what rings.
let locale: Locale = settings.locale;
const scheduler = new AlarmScheduler({
  filePath: join(settings.dataDir ?? join(homedir(), ".pibuddy"), "alarms.json"),
  locale: () => locale,
});
const assistant = new DialogueGraph({ settings, registry: createDefaultRegistry({ settings, alarms: { scheduler } }) });
const threadId = process.env.DIALOGUE_GRAPH_THREAD ?? "terminal";

function show(event: DialogueEvent, local: string): void {
  switch (event.type) {
    case "tool-call-start":
      process.stdout.write(`\n  ⚙ ${event.name} ${JSON.stringify(event.args)}${event.source === "local" ? local : ""}\n`);
      break;
    case "tool-call-end":
      process.stdout.write(
        event.result.success
          ? `  ✓ ${event.name} ${event.durationMs} ms\n`
          : `  ✗ ${event.name} ${event.result.error?.code}: ${event.result.error?.message}\n`,
      );
      break;
    case "text-delta":
      process.stdout.write(event.text);
      break;
    case "turn-end":
      process.stdout.write("\n");
      locale = event.turn.locale;
      break;
  }
}

async function answer(text: string): Promise<void> {
  // The turn's language, known before it starts (the graph detects it the same way).
  const local = localize(detectLocale(text, settings.locale), words.local);
  for await (const event of assistant.stream(text, { threadId })) show(event, local);
}

async function main(): Promise<void> {
  const question = process.argv.slice(2).join(" ").trim();
  if (question) {
    await answer(question);
    return;
  }
  let terminal: Interface | undefined;
  let answering = false;
  // One listener per kind: each alarm and timer rings once; the prompt is drawn again after it.
  const ring = ({ text }: { text: string }) => {
    process.stdout.write(`\n⏰ ${text}\n`);
    if (!answering) terminal?.prompt(true);
  };
  scheduler.on("alarm", ring);
  scheduler.on("timer", ring);
  await scheduler.start();
  // Made after the scheduler started: lines piped in meanwhile would otherwise be lost.
  terminal = createInterface({ input: process.stdin, output: process.stdout, prompt: localize(locale, words.prompt) });
  const hasModel = settings.openaiApiKey !== undefined || settings.openaiBaseUrl !== undefined;
  process.stdout.write(
    `dialogue-graph · ${hasModel ? settings.openaiModel : localize(locale, words.noModel)}\n${localize(locale, words.quit)}\n`,
  );
  terminal.prompt();
  // Lines typed (or piped) while a reply is still streaming wait their turn.
  for await (const input of terminal) {
    const line = input.trim();
    if (line === "exit" || line === "quit") break;
    answering = true;
    if (line) await answer(line);
    answering = false;
    terminal.setPrompt(localize(locale, words.prompt));
    terminal.prompt();
  }
  terminal.close();
  scheduler.stop();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
