/**
 * Streams a reply sentence by sentence, as a voice assistant would: each `sentence` event can go
 * to a text-to-speech engine while the model is still writing the next one. With espeak-ng
 * installed (`apt-get install espeak-ng`) the sentences are spoken; otherwise they are printed.
 * When the reply has said nothing after 800 ms, a holding line (「我查一下喔。」) is said first.
 *
 *   npx tsx examples/stream-to-speech.ts "明天台北天氣如何"
 */
import { spawnSync } from "node:child_process";
import { DialogueGraph } from "../src/index";

const hasEspeak = spawnSync("espeak-ng", ["--version"]).status === 0;
const assistant = new DialogueGraph({ holdingLineAfterMs: 800 });
const question = process.argv.slice(2).join(" ") || "現在幾點";

async function main(): Promise<void> {
  const started = performance.now();
  for await (const event of assistant.stream(question, { threadId: "speaker" })) {
    if (event.type === "tool-call-start") console.log(`[tool] ${event.name}`);
    if (event.type !== "sentence") continue;
    console.log(`[${Math.round(performance.now() - started)} ms]${event.holding ? " (holding)" : ""} ${event.text}`);
    if (hasEspeak) spawnSync("espeak-ng", ["-v", "cmn", event.text]);
  }
}

void main();
