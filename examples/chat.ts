/**
 * An interactive terminal chat that streams the reply and shows when a tool starts and ends.
 *
 *   npm start                      # chat (Ctrl-D or "exit" to leave)
 *   npm start -- "100 美金換台幣多少"  # answer one question and exit
 *
 * The model comes from OPENAI_API_KEY / OPENAI_MODEL / OPENAI_BASE_URL (environment or .env).
 * With none of them the local route still answers: 現在幾點, 100 美金換台幣多少, 明天早上七點叫我起床 …
 */
import { homedir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { AlarmScheduler, DialogueGraph, createDefaultRegistry, loadSettings, type DialogueEvent } from "../src/index";

const settings = loadSettings();
const scheduler = new AlarmScheduler({
  filePath: join(settings.dataDir ?? join(homedir(), ".pibuddy"), "alarms.json"),
  locale: settings.locale,
});
const assistant = new DialogueGraph({ settings, registry: createDefaultRegistry({ settings, alarms: { scheduler } }) });
const threadId = process.env.DIALOGUE_GRAPH_THREAD ?? "terminal";

function show(event: DialogueEvent): void {
  switch (event.type) {
    case "tool-call-start":
      process.stdout.write(`\n  ⚙ ${event.name} ${JSON.stringify(event.args)}${event.source === "local" ? "（本地）" : ""}\n`);
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
      break;
  }
}

async function answer(text: string): Promise<void> {
  for await (const event of assistant.stream(text, { threadId })) show(event);
}

async function main(): Promise<void> {
  const question = process.argv.slice(2).join(" ").trim();
  if (question) {
    await answer(question);
    return;
  }
  scheduler.on("alarm", ({ text }) => process.stdout.write(`\n⏰ ${text}\n`));
  scheduler.on("timer", ({ text }) => process.stdout.write(`\n⏰ ${text}\n`));
  scheduler.on("timer", ({ text }) => process.stdout.write(`\n⏲ ${text}\n`));
  await scheduler.start();
  const terminal = createInterface({ input: process.stdin, output: process.stdout, prompt: "\n你> " });
  process.stdout.write(
    settings.openaiApiKey || settings.openaiBaseUrl
      ? `dialogue-graph · ${settings.openaiModel}\n`
      : "dialogue-graph · 沒有設定模型，只回答本地指令（見 README）\n",
  );
  process.stdout.write(settings.locale === "en" ? "Type exit or press Ctrl-D to quit.\n" : "輸入 exit 或按 Ctrl-D 結束。\n");
  terminal.prompt();
  // Lines typed (or piped) while a reply is still streaming wait their turn.
  for await (const input of terminal) {
    const line = input.trim();
    if (line === "exit" || line === "quit") break;
    if (line) await answer(line);
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
