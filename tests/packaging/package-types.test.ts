import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { usePackedLibrary } from "./packed-library";
import { readmeImports, writeReadmeSnippets } from "./write-readme-snippets";

// The packed library's types, as a TypeScript user compiles against them in a fresh project
// that installed it (packed-library.ts).
describe("the published package", () => {
  const packed = usePackedLibrary();

  it("compiles every TypeScript snippet of the README under tsc --strict in a fresh project", async () => {
    const readme = readFileSync(join(__dirname, "..", "..", "README.md"), "utf8");
    // What a reader installs to try the snippets: TypeScript, Node's types, and what they import (zod, openai, …).
    const project = packed.consumer("module", true, ["typescript", "@types/node", ...readmeImports(readme)]);
    const files = writeReadmeSnippets(readme, project);
    expect(files.length).toBeGreaterThan(3);
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { strict: true, module: "nodenext", target: "es2022", noEmit: true, types: ["node"], skipLibCheck: true },
        files,
      }),
    );
    const tsc = join(project, "node_modules", "typescript", "bin", "tsc");
    const result = await promisify(execFile)(process.execPath, [tsc, "-p", "."], { cwd: project, encoding: "utf8" }).catch(
      (error: { stdout: string }) => error,
    );
    expect(result.stdout).toBe("");
  }, 300_000); // tsc type-checks LangChain's declarations too: minutes beside another jest worker on a loaded 2-core machine.

  it("has types for both module systems", async () => {
    const project = packed.consumer("module", false, ["typescript"]);
    const source = `import { DialogueGraph, ToolResult, defineTool, type TurnRecord } from "dialogue-graph";\nimport { z } from "zod";\nconst tool = defineTool({ name: "echo", description: "Echo.", parameters: z.object({ text: z.string() }), execute: async ({ text }) => ToolResult.ok({ text }) });\nexport async function ask(graph: DialogueGraph): Promise<string> { const turn: TurnRecord = await graph.invoke("hi"); return turn.reply + tool.name; }\nimport { ScriptedModelServer, type ScriptedReply } from "dialogue-graph/testing";\nexport async function scripted(reply: ScriptedReply): Promise<number> { const server = await ScriptedModelServer.start(); server.enqueue(reply); return server.requests.length; }\n`;
    writeFileSync(join(project, "typed.mts"), source);
    writeFileSync(join(project, "typed.cts"), source);
    const tsc = join(project, "node_modules", "typescript", "bin", "tsc");
    const result = await promisify(execFile)(
      process.execPath,
      [tsc, "--noEmit", "--strict", "--skipLibCheck", "--module", "nodenext", "typed.mts", "typed.cts"],
      { cwd: project, encoding: "utf8" },
    ).catch((error: { stdout: string }) => error);
    expect(result.stdout).toBe("");
  }, 180_000);
});
