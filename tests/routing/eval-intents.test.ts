import { existsSync } from "node:fs";
import { join } from "node:path";
import { evaluateIntents, readIntentCases } from "../../scripts/evaluate-intents";
import { createDefaultRegistry } from "../../src/tools/create-default-registry";

const devFile = join(__dirname, "../../../shared/eval/intents.dev.jsonl");

// The dev file lives beside the repository (../shared/eval); a checkout without it skips this suite.
(existsSync(devFile) ? describe : describe.skip)("the local route on the dev intents", () => {
  const report = evaluateIntents(readIntentCases(devFile), createDefaultRegistry());

  it("claims nothing it gets wrong (precision 100%)", () => {
    const wrong = report.outcomes.filter((outcome) => outcome.route !== null && outcome.problem !== null);
    expect(wrong.map((outcome) => `${outcome.case.text}: ${outcome.problem}`)).toEqual([]);
    expect(report.precision).toBe(1);
  });

  it("claims at least 90% of the requests that name a tool (coverage)", () => {
    const missed = report.outcomes.filter((outcome) => outcome.case.tool !== null && outcome.route === null);
    expect(report.coverage).toBeGreaterThanOrEqual(0.9);
    expect(missed.length).toBeLessThanOrEqual(Math.floor(report.withTool * 0.1));
  });
});
