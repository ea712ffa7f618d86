import { spawn } from "node:child_process";
import * as fs from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDefaultRegistry, loadSettings, serveMcp, type McpServing } from "../../src/index";
import { builtDist } from "../support/built-dist";
import { conformanceTools } from "./support/conformance-tools";

const root = path.join(__dirname, "../..");
// Node 20 lacks fs.globSync, which the suite imports (see support/fs-glob-hooks.mjs).
const hooks = "globSync" in fs ? [] : ["--import", path.join(__dirname, "support/register-fs-glob-hooks.mjs")];

/** Runs the `conformance` CLI with these arguments; resolves to its exit code and what it printed. */
function runConformance(args: string[]): Promise<{ code: number | null; output: string }> {
  const cli = path.join(root, "node_modules/@modelcontextprotocol/conformance/dist/index.js");
  const child = spawn(process.execPath, [...hooks, cli, ...args], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

describe("the MCP conformance suite against serveMcp (every built-in tool, Streamable HTTP)", () => {
  let folder: string;
  let server: McpServing;
  let run: { code: number | null; output: string };
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "mcp-conformance-"));
    const registry = createDefaultRegistry({ settings: loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: folder }, envFile: false }) });
    for (const tool of conformanceTools()) registry.register(tool);
    server = await serveMcp(registry, { transport: "http", port: 0, locale: "en", timeZone: "Asia/Taipei" });
    const baseline = path.join(__dirname, "conformance-baseline.yml");
    run = await runConformance([
      "server",
      "--url",
      server.url!,
      "--suite",
      "all",
      "--expected-failures",
      baseline,
      "-o",
      path.join(folder, "results"),
    ]);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("passes every scenario that applies, and fails only those the baseline says do not apply", () => {
    expect({ code: run.code, output: run.code === 0 ? "" : run.output }).toEqual({ code: 0, output: "" });
  });

  it.each([
    "server-initialize",
    "ping",
    "tools-list",
    "tools-call-simple-text",
    "tools-call-error",
    "json-schema-2020-12",
    "server-sse-multiple-streams",
    "dns-rebinding-protection",
  ])("passes %s", (scenario) => {
    expect(run.output).toMatch(new RegExp(`✓ ${scenario}: [1-9]\\d* passed, 0 failed`));
  });
});

describe("the MCP conformance suite's client scenarios against connectMcp", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "mcp-conformance-client-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  // The suite starts the client once per scenario, with the URL of a server it runs itself; the
  // client loads this run's build of the library (dist/), which takes long on a busy machine.
  const client = `${process.execPath} tests/mcp/servers/conformance-client.mjs`;
  const scenarios = ["initialize", "tools_call", "sse-retry"];
  const runs = new Map<string, Promise<{ code: number | null; output: string }>>();
  beforeAll(async () => {
    await builtDist();
    for (const scenario of scenarios)
      runs.set(
        scenario,
        runConformance(["client", "--command", client, "--scenario", scenario, "--timeout", "170000", "-o", path.join(folder, scenario)]),
      );
  }, 300_000);

  it.each(scenarios)(
    "passes %s",
    async (scenario) => {
      const { code, output } = await runs.get(scenario)!;
      expect({ code, passed: /Passed: (\d+)\/\1, 0 failed, 0 warnings/.test(output) }).toEqual({ code: 0, passed: true });
    },
    180_000,
  );
});
