import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { loadSettings } from "../../src/core/settings";
import { routeLocally } from "../../src/routing/route-locally";
import { routeTurn } from "../../src/routing/route-turn";
import { createDefaultRegistry } from "../../src/tools/create-default-registry";

// Each tool's test sentences sit beside its templates (src/tools/<tool>/*.test-sentences.json):
// what a sentence must be read as (`match`, with the arguments) and what must be left to the model
// (`no_match`), and the requests that lack a required argument and must ask for it (`slot`, with what
// they do say; `no_slot`: near misses that must not). This one test runs them all through the local route, as a user's turn would go.
const TestSentences = z.object({
  tool: z.string(),
  now: z.string().default("2026-03-10T01:00:00Z"),
  timeZone: z.string().default("Asia/Taipei"),
  match: z.array(z.object({ sentence: z.string(), args: z.record(z.string(), z.unknown()) })).default([]),
  no_match: z.array(z.string()).default([]),
  slot: z.array(z.object({ sentence: z.string(), slot: z.string(), args: z.record(z.string(), z.unknown()).default({}) })).default([]),
  no_slot: z.array(z.string()).default([]),
});

const toolsDir = join(__dirname, "../../src/tools");
// One file per tool: `phrases.test-sentences.json`, or `<tool's phrases>.test-sentences.json` in a
// folder of several tools (finance); a tool whose phrases are still regexes may have one for its slot requests.
const files = readdirSync(toolsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) =>
    readdirSync(join(toolsDir, folder.name))
      .filter((name) => name.endsWith(".test-sentences.json"))
      .map((name) => join(toolsDir, folder.name, name)),
  );
const registry = createDefaultRegistry({
  settings: { ...loadSettings({ env: {}, envFile: false }), dataDir: "/tmp/dialogue-graph-test-sentences" },
});

describe.each(
  files.map((file) => [file.split("/").slice(-2).join("/"), TestSentences.parse(JSON.parse(readFileSync(file, "utf8")))] as const),
)("the test sentences of %s", (_folder, { tool, now, timeZone, match, no_match: noMatch, slot, no_slot: noSlot }) => {
  const route = (text: string) => routeLocally(text, { registry, now: new Date(now), timeZone });
  const turnOf = (text: string) =>
    routeTurn(text, { registry, now: new Date(now), timeZone, locale: /\p{Script=Han}/u.test(text) ? "zh-TW" : "en" });

  it.each(match.map(({ sentence, args }) => [sentence, args] as const))("reads 「%s」", (sentence, args) => {
    expect(route(sentence)).toEqual({ tool, args });
  });

  it.each(noMatch.map((sentence) => [sentence] as const))("leaves 「%s」 to the model", (sentence) => {
    expect(route(sentence)?.tool).not.toBe(tool);
  });

  it.each(slot.map(({ sentence, slot: asked, args }) => [sentence, asked, args] as const))(
    "asks what 「%s」 lacks (%s)",
    (sentence, asked, args) => {
      const turn = turnOf(sentence);
      expect(turn).toMatchObject({ kind: "ask", tool, slot: asked, args });
      expect(turn?.kind === "ask" ? turn.args : undefined).toEqual(args);
    },
  );

  it.each(noSlot.map((sentence) => [sentence] as const))("does not ask what 「%s」 lacks", (sentence) => {
    expect(turnOf(sentence)).not.toMatchObject({ kind: "ask", tool });
  });
});

it("finds test sentences beside every tool whose phrases are templates", () => {
  const covered = new Set(files.map((file) => TestSentences.parse(JSON.parse(readFileSync(file, "utf8"))).tool));
  const withTemplates = registry
    .list()
    .filter((tool) => tool.phrases.some((phrase) => phrase.template !== undefined))
    .map((tool) => tool.name);
  expect(withTemplates.length).toBeGreaterThan(0);
  expect(withTemplates.filter((name) => !covered.has(name))).toEqual([]);
});

it("finds slot test sentences beside every tool whose slot requests are templates", () => {
  const covered = new Set(
    files
      .map((file) => TestSentences.parse(JSON.parse(readFileSync(file, "utf8"))))
      .flatMap((sentences) => (sentences.slot.length > 0 ? [sentences.tool] : [])),
  );
  const withTemplates = registry
    .list()
    .filter((tool) =>
      (tool.dialogue?.slots ?? []).some((slot) =>
        slot.requests.some((request) => typeof request === "string" || request.template !== undefined),
      ),
    )
    .map((tool) => tool.name);
  expect(withTemplates.filter((name) => !covered.has(name))).toEqual([]);
});
