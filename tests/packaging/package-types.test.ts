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
  // One tsc program for every file below (each loads the library's and LangChain's declarations:
  // seconds of CPU a program); each test reads the errors in its own files.
  let snippets: string[] = [];
  let errors = "";
  const errorsIn = (files: string[]) =>
    errors
      .split("\n")
      .filter((line) => files.some((file) => line.startsWith(`${file}(`)))
      .join("\n");

  beforeAll(async () => {
    const readme = readFileSync(join(__dirname, "..", "..", "README.md"), "utf8");
    // What a reader installs to try the snippets: TypeScript, Node's types, and what they import (zod, openai, …).
    const project = packed.consumer("module", true, ["typescript", "@types/node", ...readmeImports(readme)]);
    snippets = writeReadmeSnippets(readme, project);
    const source = `import { DialogueGraph, ToolResult, defineTool, type TurnRecord } from "dialogue-graph";\nimport { z } from "zod";\nconst tool = defineTool({ name: "echo", description: "Echo.", parameters: z.object({ text: z.string() }), execute: async ({ text }) => ToolResult.ok({ text }) });\nexport async function ask(graph: DialogueGraph): Promise<string> { const turn: TurnRecord = await graph.invoke("hi"); return turn.reply + tool.name; }\nimport { ScriptedModelServer, type ScriptedReply } from "dialogue-graph/testing";\nexport async function scripted(reply: ScriptedReply): Promise<number> { const server = await ScriptedModelServer.start(); server.enqueue(reply); return server.requests.length; }\n`;
    writeFileSync(join(project, "typed.mts"), source);
    writeFileSync(join(project, "typed.cts"), source);
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { strict: true, module: "nodenext", target: "es2022", noEmit: true, types: ["node"], skipLibCheck: true },
        files: [...snippets, "typed.mts", "typed.cts"],
      }),
    );
    const tsc = join(project, "node_modules", "typescript", "bin", "tsc");
    const result = await promisify(execFile)(process.execPath, [tsc, "-p", ".", "--pretty", "false"], {
      cwd: project,
      encoding: "utf8",
    }).catch((error: { stdout: string }) => error);
    errors = result.stdout;
  }, 300_000); // tsc type-checks LangChain's declarations too: minutes beside other workers on a loaded 2-core machine.

  it("compiles every TypeScript snippet of the README under tsc --strict in a fresh project", () => {
    expect(snippets.length).toBeGreaterThan(3);
    expect(errorsIn(snippets)).toBe("");
  });

  it("has types for both module systems", () => {
    expect(errorsIn(["typed.mts", "typed.cts"])).toBe("");
  });

  it("reports no error outside those files", () => {
    expect(errors).toBe("");
  });
});
