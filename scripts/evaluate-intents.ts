import { readFileSync } from "node:fs";
import type { ToolRegistry } from "../src/core/tool-registry";
import { routeLocally, type LocalRoute } from "../src/routing/route-locally";
import { evaluateExpression } from "../src/tools/calculator";

/** One line of an intents file (see ../shared/eval/README.md). */
export interface IntentCase {
  text: string;
  now: string;
  timeZone: string;
  tool: string | null;
  args: Record<string, unknown>;
}

/** What the local route did with one line, and why it counts as a miss (if it does). */
export interface IntentOutcome {
  case: IntentCase;
  route: LocalRoute | null;
  /** Null when the line is right; otherwise what is wrong. */
  problem: string | null;
}

/** Precision (of the lines claimed, the share right) and coverage (of the lines naming a tool, the share claimed). */
export interface IntentReport {
  outcomes: IntentOutcome[];
  claimed: number;
  correct: number;
  withTool: number;
  claimedWithTool: number;
  precision: number;
  coverage: number;
}

/** Reads a JSON-lines intents file. */
export function readIntentCases(path: string): IntentCase[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as IntentCase);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether `actual` satisfies `expected` under the README's rules; returns a reason when it does not. */
export function compareValue(expected: unknown, actual: unknown, path: string): string | null {
  const fail = `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
  if (isRecord(expected)) {
    if (Array.isArray(expected.oneOf)) {
      return expected.oneOf.some((option) => compareValue(option, actual, path) === null) ? null : fail;
    }
    if (Array.isArray(expected.contains)) {
      if (typeof actual !== "string") return fail;
      const lower = actual.toLowerCase();
      return expected.contains.every((item) => lower.includes(String(item).toLowerCase())) ? null : fail;
    }
    if (typeof expected.evaluatesTo === "number") {
      try {
        const value = evaluateExpression(String(actual));
        return Math.abs(value - expected.evaluatesTo) <= 1e-9 * Math.max(1, Math.abs(expected.evaluatesTo)) ? null : fail;
      } catch {
        return fail;
      }
    }
    if (!isRecord(actual)) return fail;
    for (const [key, value] of Object.entries(expected)) {
      const problem = compareValue(value, actual[key], `${path}.${key}`);
      if (problem !== null) return problem;
    }
    return null;
  }
  // An expected null means "no value": absent or null.
  if (expected === null) return actual === undefined || actual === null ? null : fail;
  if (actual === undefined || actual === null) return fail;
  if (typeof expected === "string") return String(actual).toLowerCase() === expected.toLowerCase() ? null : fail;
  return String(actual) === String(expected) ? null : fail;
}

function problemOf(intent: IntentCase, route: LocalRoute | null): string | null {
  if (route === null) return intent.tool === null ? null : `not claimed (expected ${intent.tool})`;
  if (intent.tool === null) return `claimed by ${route.tool} ${JSON.stringify(route.args)}, expected the model`;
  if (route.tool !== intent.tool) return `routed to ${route.tool}, expected ${intent.tool}`;
  return compareValue(intent.args, route.args, "args");
}

/** Runs the local route over every case and scores it. */
export function evaluateIntents(cases: readonly IntentCase[], registry: ToolRegistry): IntentReport {
  const outcomes = cases.map((intent) => {
    const route = routeLocally(intent.text, { registry, now: new Date(intent.now), timeZone: intent.timeZone });
    return { case: intent, route, problem: problemOf(intent, route) };
  });
  const claimed = outcomes.filter((outcome) => outcome.route !== null);
  const correct = claimed.filter((outcome) => outcome.problem === null).length;
  const withTool = outcomes.filter((outcome) => outcome.case.tool !== null);
  const claimedWithTool = withTool.filter((outcome) => outcome.route !== null).length;
  return {
    outcomes,
    claimed: claimed.length,
    correct,
    withTool: withTool.length,
    claimedWithTool,
    precision: claimed.length === 0 ? 1 : correct / claimed.length,
    coverage: withTool.length === 0 ? 1 : claimedWithTool / withTool.length,
  };
}
