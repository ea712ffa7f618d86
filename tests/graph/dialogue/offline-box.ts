import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DialogueGraph, type DialogueEvent, type DialogueGraphOptions, type TurnRecord } from "../../../src/index";
import { offlineToolsIn } from "../../support/offline-default-registry";

/**
 * The built-in tools in a temporary folder, with no network (lookups fail at once: a follow-up after a
 * failed lookup is still a follow-up), and a clock the test moves.
 */
export function offlineBox(start = "2026-03-10T09:00:00+08:00") {
  const folder = mkdtempSync(join(tmpdir(), "dialogue-box-"));
  const { settings, registry } = offlineToolsIn(folder);
  let clock = Date.parse(start);
  return {
    folder,
    settings,
    registry,
    now: () => new Date(clock),
    /** Moves the clock on. */
    wait: (seconds: number) => {
      clock += seconds * 1000;
    },
    graph: (options: Partial<DialogueGraphOptions> = {}) =>
      new DialogueGraph({ model: null, settings, registry, timeZone: "Asia/Taipei", now: () => new Date(clock), ...options }),
    /** The alarms file as stored. */
    storedAlarms: (): { id: string; time: string; message: string }[] => {
      try {
        return (JSON.parse(readFileSync(join(folder, "alarms.json"), "utf8")) as { items: { id: string; time: string; message: string }[] })
          .items;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** One streamed turn: its events and its record. */
export async function talk(
  graph: DialogueGraph,
  text: string,
  threadId = "kitchen",
): Promise<{ events: DialogueEvent[]; turn: TurnRecord }> {
  const events: DialogueEvent[] = [];
  for await (const event of graph.stream(text, { threadId })) events.push(event);
  const end = events.at(-1);
  if (end?.type !== "turn-end") throw new Error(`no turn-end after 「${text}」`);
  return { events, turn: end.turn };
}

/** The tool calls of a turn as [name, args]. */
export const callsOf = (turn: TurnRecord) => turn.toolCalls.map((call) => [call.name, call.args]);
