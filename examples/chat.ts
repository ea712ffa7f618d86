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
  type DialogueEvent,
  type Locale,
} from "../src/index";

// What the terminal says around the replies, in each language.
const words: Record<Locale, { prompt: string; local: string; quit: string; noModel: string }> = {
  "zh-TW": {
    prompt: "\n你> ",
    local: "（本地）",
    quit: "輸入 exit 或按 Ctrl-D 結束。",
    noModel: "沒有設定模型，只回答本地指令（見 README）",
  },
  "zh-CN": {
    prompt: "\n你> ",
    local: "（本地）",
    quit: "输入 exit 或按 Ctrl-D 结束。",
    noModel: "没有设置模型，只回答本地指令（见 README）",
  },
  en: {
    prompt: "\nyou> ",
    local: " (local)",
    quit: "Type exit or press Ctrl-D to quit.",
    noModel: "no model configured: local requests only (see the README)",
  },
};

// The locale from DIALOGUE_GRAPH_LOCALE (environment or .env), else the terminal's language (LANG=en_US.UTF-8).
const lang = (process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "").toLowerCase();
const spoken = lang.startsWith("en") ? "en" : /^zh[_-](cn|sg)/.test(lang) ? "zh-CN" : lang.startsWith("zh") ? "zh-TW" : undefined;
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
  const { local } = words[detectLocale(text, settings.locale)];
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
  terminal = createInterface({ input: process.stdin, output: process.stdout, prompt: words[locale].prompt });
  const hasModel = settings.openaiApiKey !== undefined || settings.openaiBaseUrl !== undefined;
  process.stdout.write(`dialogue-graph · ${hasModel ? settings.openaiModel : words[locale].noModel}\n${words[locale].quit}\n`);
  terminal.prompt();
  // Lines typed (or piped) while a reply is still streaming wait their turn.
  for await (const input of terminal) {
    const line = input.trim();
    if (line === "exit" || line === "quit") break;
    answering = true;
    if (line) await answer(line);
    answering = false;
    terminal.setPrompt(words[locale].prompt);
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
