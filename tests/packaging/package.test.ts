import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

// Packs the library as npm would publish it, installs the tarball into a fresh project and
// imports it from ESM, from CommonJS and from TypeScript. The project sits inside the repository
// so the tarball's dependencies resolve from the repository's node_modules, as they would from
// the consumer's own after `npm install`.
const root = resolve(__dirname, "../..");
const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

describe("the published package", () => {
  let workspace: string;
  let tarball: string;
  let consumer: string;

  beforeAll(() => {
    mkdirSync(join(root, ".tmp"), { recursive: true });
    workspace = mkdtempSync(join(root, ".tmp", "pack-"));
    run("npm", ["pack", "--pack-destination", workspace, "--silent"], root);
    tarball = join(workspace, readdirSync(workspace).find((file) => file.endsWith(".tgz"))!);
    consumer = join(workspace, "consumer");
    const installed = join(consumer, "node_modules");
    mkdirSync(installed, { recursive: true });
    run("tar", ["-xzf", tarball, "-C", installed], root);
    renameSync(join(installed, "package"), join(installed, "dialogue-graph"));
    writeFileSync(join(consumer, "package.json"), JSON.stringify({ name: "consumer", private: true }));
  }, 300_000);

  afterAll(() => rmSync(workspace, { recursive: true, force: true }));

  const names = ["DialogueGraph", "ToolRegistry", "BaseTool", "defineTool", "ToolResult", "ToolError", "loadSettings", "createDefaultRegistry", "routeLocally"];

  it("imports from ESM", () => {
    writeFileSync(join(consumer, "esm.mjs"), `import { ${names.join(", ")} } from "dialogue-graph";\nconsole.log([${names.join(", ")}].map((value) => typeof value).join(","));\nconsole.log(ToolResult.ok({ a: 1 }).toContent());\n`);
    const output = run("node", ["esm.mjs"], consumer);
    expect(output).toContain(names.map(() => "function").join(","));
    expect(output).toContain('{"success":true,"data":{"a":1}}');
  });

  it("imports from CommonJS", () => {
    writeFileSync(join(consumer, "cjs.cjs"), `const library = require("dialogue-graph");\nconsole.log(${JSON.stringify(names)}.map((name) => typeof library[name]).join(","));\nconst graph = new library.DialogueGraph({ registry: library.createDefaultRegistry() });\ngraph.invoke("現在幾點").then((turn) => console.log(turn.toolCalls[0].name, turn.reply));\n`);
    const output = run("node", ["cjs.cjs"], consumer);
    expect(output).toContain(names.map(() => "function").join(","));
    expect(output).toMatch(/get_datetime 現在是/);
  });

  it("runs a turn against the scripted model server of dialogue-graph/testing", () => {
    const source = [
      `import { DialogueGraph, ToolRegistry, ToolResult, defineTool } from "dialogue-graph";`,
      `import { ScriptedModelServer } from "dialogue-graph/testing";`,
      `import { z } from "zod";`,
      `const echo = defineTool({ name: "echo", description: "Says the text back.", parameters: z.object({ text: z.string() }), execute: async ({ text }) => ToolResult.ok({ text }), format: ({ data }) => data?.text ?? "" });`,
      `const server = await ScriptedModelServer.start();`,
      `server.enqueue({ toolCalls: [{ name: "echo", arguments: { text: "hi" } }] }, { content: "It said hi." });`,
      `const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([echo]), localIntents: false });`,
      `const turn = await graph.invoke("say hi");`,
      `console.log(JSON.stringify({ reply: turn.reply, args: turn.toolCalls[0]?.args, offered: server.requests[0]?.tools?.map((tool) => tool.function.name) }));`,
      `await server.close();`,
    ].join("\n");
    writeFileSync(join(consumer, "testing.mjs"), source);
    expect(JSON.parse(run("node", ["testing.mjs"], consumer))).toEqual({ reply: "It said hi.", args: { text: "hi" }, offered: ["echo"] });
    writeFileSync(join(consumer, "testing.cjs"), `console.log(typeof require("dialogue-graph/testing").ScriptedModelServer.start);\n`);
    expect(run("node", ["testing.cjs"], consumer)).toContain("function");
  }, 60_000);

  it("answers one request from the dialogue-graph command", () => {
    const bin = JSON.parse(readFileSync(join(consumer, "node_modules", "dialogue-graph", "package.json"), "utf8")).bin["dialogue-graph"];
    const reply = run("node", [join(consumer, "node_modules", "dialogue-graph", bin), "chat", "現在幾點"], consumer);
    expect(reply).toMatch(/^現在是.*點.*分。\n$/);
  }, 60_000);

  it("has types for both module systems", () => {
    const source = `import { DialogueGraph, ToolResult, defineTool, type TurnRecord } from "dialogue-graph";\nimport { z } from "zod";\nconst tool = defineTool({ name: "echo", description: "Echo.", parameters: z.object({ text: z.string() }), execute: async ({ text }) => ToolResult.ok({ text }) });\nexport async function ask(graph: DialogueGraph): Promise<string> { const turn: TurnRecord = await graph.invoke("hi"); return turn.reply + tool.name; }\nimport { ScriptedModelServer, type ScriptedReply } from "dialogue-graph/testing";\nexport async function scripted(reply: ScriptedReply): Promise<number> { const server = await ScriptedModelServer.start(); server.enqueue(reply); return server.requests.length; }\n`;
    writeFileSync(join(consumer, "typed.mts"), source);
    writeFileSync(join(consumer, "typed.cts"), source);
    const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
    const output = run("node", [tsc, "--noEmit", "--strict", "--skipLibCheck", "--module", "nodenext", "--moduleResolution", "nodenext", "typed.mts", "typed.cts"], consumer);
    expect(output).toBe("");
  }, 120_000);

  it("passes publint and are-the-types-wrong", () => {
    expect(run(process.execPath, [join(root, "node_modules", "publint", "src", "cli.js"), join(consumer, "node_modules", "dialogue-graph")], root)).not.toMatch(/error/i);
    const attw = run(process.execPath, [join(root, "node_modules", "@arethetypeswrong", "cli", "dist", "index.js"), tarball, "--format", "table-flipped"], root);
    expect(attw).toMatch(/No problems found/);
  }, 120_000);
});
