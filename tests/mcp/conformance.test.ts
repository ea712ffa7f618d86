import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDefaultRegistry, loadSettings, serveMcp, type McpServing } from "../../src/index";
import { conformanceTools } from "./support/conformance-tools";

const root = path.join(__dirname, "../..");
// Node 20 lacks fs.globSync, which the suite imports (see support/fs-glob-hooks.mjs).
const hooks = "globSync" in require("node:fs") ? [] : ["--import", path.join(__dirname, "support/register-fs-glob-hooks.mjs")];

/** Runs `conformance server` against a URL; resolves to its exit code and what it printed. */
function runConformance(url: string, outputDir: string): Promise<{ code: number | null; output: string }> {
  const cli = path.join(root, "node_modules/@modelcontextprotocol/conformance/dist/index.js");
  const args = [...hooks, cli, "server", "--url", url, "--suite", "all", "--expected-failures", path.join(__dirname, "conformance-baseline.yml"), "-o", outputDir];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
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
    run = await runConformance(server.url!, path.join(folder, "results"));
  }, 120_000);
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("passes every scenario that applies, and fails only those the baseline says do not apply", () => {
    expect({ code: run.code, output: run.code === 0 ? "" : run.output }).toEqual({ code: 0, output: "" });
  });

  it.each(["server-initialize", "ping", "tools-list", "tools-call-simple-text", "tools-call-error", "json-schema-2020-12", "server-sse-multiple-streams", "dns-rebinding-protection"])(
    "passes %s",
    (scenario) => {
      expect(run.output).toMatch(new RegExp(`✓ ${scenario}: [1-9]\\d* passed, 0 failed`));
    },
  );
});
