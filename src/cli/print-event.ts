import type { DialogueEvent } from "../index";
import type { CliIo } from "./cli-command";

/**
 * Shows one event of a turn: the reply as it streams on stdout, tool activity on stderr (so a
 * piped `dialogue-graph chat "…"` carries the reply alone).
 */
export function printEvent(event: DialogueEvent, io: CliIo): void {
  switch (event.type) {
    case "tool-call-start":
      io.stderr.write(`  ⚙ ${event.name} ${JSON.stringify(event.args)}${event.source === "local" ? " (local)" : ""}\n`);
      break;
    case "tool-call-end":
      io.stderr.write(
        event.result.success
          ? `  ✓ ${event.name} ${event.durationMs} ms\n`
          : `  ✗ ${event.name} ${event.result.error?.code}: ${event.result.error?.message}\n`,
      );
      break;
    case "text-delta":
      io.stdout.write(event.text);
      break;
    case "turn-end":
      io.stdout.write("\n");
      break;
  }
}
