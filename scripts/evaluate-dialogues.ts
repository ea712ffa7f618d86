import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DialogueGraph } from "../src/graph/dialogue-graph";
import type { TurnRecord } from "../src/graph/turn-record";
import { offlineToolsIn } from "../tests/support/offline-default-registry";
import { compareValue } from "./evaluate-intents";

/** What one turn of a dialogue must do (see tests/fixtures/dialogues/README.md). */
export interface TurnExpectation {
  tool?: string | null;
  args?: Record<string, unknown>;
  calls?: { tool: string; args?: Record<string, unknown> }[];
  asks?: "slot" | "confirm";
  repeat?: boolean;
  reply?: { contains: (string | { oneOf: string[] })[] };
}

/** One dialogue of a dialogues file. */
export interface DialogueCase {
  id: string;
  now: string;
  timeZone: string;
  setup?: { tool: string; args: Record<string, unknown> }[];
  turns: { text: string; after?: number; expect: TurnExpectation }[];
}

/** How one dialogue went: the first turn that went wrong, and whether a turn made a wrong claim. */
export interface DialogueOutcome {
  dialogue: DialogueCase;
  /** Null when every turn matched; otherwise the turn and what was wrong. */
  problem: string | null;
  /** Turns that ran a wrong tool or wrong arguments, or ran one where none was expected. */
  wrongClaims: string[];
}

/** Reads a JSON-lines dialogues file. */
export function readDialogueCases(path: string): DialogueCase[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as DialogueCase);
}

/** Runs one dialogue through a fresh DialogueGraph with no model, in a temporary folder. */
export async function runDialogue(dialogue: DialogueCase): Promise<DialogueOutcome> {
  const folder = mkdtempSync(join(tmpdir(), "dialogue-eval-"));
  try {
    const { settings, registry } = offlineToolsIn(folder);
    let clock = Date.parse(dialogue.now);
    for (const { tool: name, args } of dialogue.setup ?? []) {
      const tool = registry.get(name);
      const context = { now: new Date(clock), timeZone: dialogue.timeZone, locale: "zh-TW" as const, signal: new AbortController().signal };
      const checked = tool?.validate(tool.normalize(args, context));
      if (tool === undefined || !checked?.success) throw new Error(`${dialogue.id}: setup call ${name} is not valid`);
      await tool.execute(checked.args, context);
    }
    const graph = new DialogueGraph({ model: null, settings, registry, timeZone: dialogue.timeZone, now: () => new Date(clock) });
    const wrongClaims: string[] = [];
    let previous: TurnRecord | undefined;
    let problem: string | null = null;
    for (const [index, turn] of dialogue.turns.entries()) {
      if (index > 0) clock += (turn.after ?? 20) * 1000;
      const record = await graph.invoke(turn.text, { threadId: dialogue.id });
      const found = problemOf(turn.expect, record, previous);
      const claim = wrongClaimOf(turn.expect, record);
      if (claim !== null) wrongClaims.push(`${turn.text}: ${claim}`);
      if (found !== null && problem === null) problem = `turn ${index + 1} 「${turn.text}」: ${found}`;
      previous = record;
    }
    return { dialogue, problem, wrongClaims };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A tool run where none was expected, or the wrong tool or arguments; null otherwise. */
function wrongClaimOf(expect: TurnExpectation, record: TurnRecord): string | null {
  const ran = record.toolCalls;
  if (ran.length === 0) return null;
  const wanted = expect.calls ?? (typeof expect.tool === "string" ? [{ tool: expect.tool, args: expect.args }] : []);
  if (wanted.length === 0) return `ran ${ran[0].name} ${JSON.stringify(ran[0].args)} where none was expected`;
  for (const [position, call] of wanted.entries()) {
    const actual = ran[position];
    if (actual === undefined) continue;
    if (actual.name !== call.tool) return `ran ${actual.name}, expected ${call.tool}`;
    const argsProblem = call.args === undefined ? null : compareValue(call.args, actual.args, "args");
    if (argsProblem !== null) return argsProblem;
  }
  return null;
}

function problemOf(expect: TurnExpectation, record: TurnRecord, previous: TurnRecord | undefined): string | null {
  const calls = record.toolCalls.map((call) => `${call.name} ${JSON.stringify(call.args)}`);
  const awaiting = (record as TurnRecord & { awaiting?: { kind: string } }).awaiting;
  if (expect.asks !== undefined) {
    if (record.toolCalls.length > 0) return `ran ${calls.join(", ")}, expected to ask (${expect.asks})`;
    if (awaiting?.kind !== expect.asks) return `expected to ask (${expect.asks}), awaiting is ${JSON.stringify(awaiting)}`;
  } else if (awaiting !== undefined) return `asked (${awaiting.kind}) unexpectedly`;
  if (expect.repeat) {
    if (record.toolCalls.length > 0) return `ran ${calls.join(", ")}, expected a repeat`;
    if (record.reply !== previous?.reply) return `reply is not the previous one: ${record.reply}`;
  }
  if (expect.tool === null && record.toolCalls.length > 0) return `ran ${calls.join(", ")}, expected no tool`;
  const wanted = expect.calls ?? (typeof expect.tool === "string" ? [{ tool: expect.tool, args: expect.args }] : []);
  for (const [position, call] of wanted.entries()) {
    const actual = record.toolCalls[position];
    if (actual === undefined) return `no call ${position + 1}, expected ${call.tool}`;
    if (actual.name !== call.tool) return `called ${actual.name}, expected ${call.tool}`;
    const argsProblem = call.args === undefined ? null : compareValue(call.args, actual.args, "args");
    if (argsProblem !== null) return argsProblem;
  }
  return replyProblem(expect, record.reply);
}

const squeeze = (text: string) => text.replace(/\s+/g, "").toLowerCase();

function replyProblem(expect: TurnExpectation, reply: string): string | null {
  for (const item of expect.reply?.contains ?? []) {
    const options = typeof item === "string" ? [item] : item.oneOf;
    if (!options.some((option) => squeeze(reply).includes(squeeze(option)))) return `reply lacks ${JSON.stringify(item)}: ${reply}`;
  }
  return null;
}
