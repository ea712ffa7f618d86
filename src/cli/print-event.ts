import type { DialogueEvent } from "../index";
import type { CliIo } from "./cli-command";
import type { ChatMessages } from "./chat-messages";

/**
 * Shows one event of a turn: the reply as it streams on stdout, tool activity on stderr (so a
 * piped `dialogue-graph chat "…"` carries the reply alone). A call the local route chose is marked
 * in the turn's language (`messages.local`).
 */
export function printEvent(event: DialogueEvent, io: CliIo, messages: Pick<ChatMessages, "local">): void {
  switch (event.type) {
    case "tool-call-start":
      io.stderr.write(`  ⚙ ${event.name} ${JSON.stringify(event.args)}${event.source === "local" ? messages.local : ""}\n`);
      break;
    case "tool-call-end":
      io.stderr.write(
        event.result.success
          ? `  ✓ ${event.name} ${event.durationMs} ms\n`
          : `  ✗ ${event.name} ${event.result.error?.code}: ${event.result.error?.message}\n`,
      );
      break;
    case "sentence":
      // The holding line (a slow reply), dimmed and kept out of a piped reply; the reply's own sentences came as text.
      if (event.holding === true)
        io.stderr.write((io.stderr as { isTTY?: boolean }).isTTY === true ? `  \x1b[2m${event.text}\x1b[22m\n` : `  ${event.text}\n`);
      break;
    case "text-delta":
      io.stdout.write(event.text);
      break;
    case "turn-end":
      io.stdout.write("\n");
      break;
  }
}
