import { execFile } from "node:child_process";
import { rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { repositoryRoot } from "./create-consumer";
import { usePackedLibrary } from "./packed-library";

// zod in a user's project, with the packed library installed (packed-library.ts): the library
// declares zod 4 as a peer, and says what to do when it meets zod 3 instead of failing deep inside.
const defineWithZod = (zod: string) =>
  `const { z } = require("${zod}");\n` +
  `const { ToolResult, defineTool } = require("dialogue-graph");\n` +
  `try {\n` +
  `  defineTool({ name: "roll_dice", description: "Rolls a die.", parameters: z.object({ sides: z.number() }), execute: async () => ToolResult.ok({}) });\n` +
  `  console.log("defined");\n` +
  `} catch (error) {\n` +
  `  console.log(error.message);\n` +
  `}\n`;

describe("zod 3 in a project", () => {
  const packed = usePackedLibrary();
  const run = async (project: string) =>
    (await promisify(execFile)(process.execPath, ["tool.js"], { cwd: project, env: { PATH: process.env.PATH }, encoding: "utf8" })).stdout;

  it("the package declares zod ^4 as a peer, not as its own dependency", async () => {
    const project = packed.consumer("commonjs", false);
    const { stdout } = await promisify(execFile)(process.execPath, ["-p", 'JSON.stringify(require("dialogue-graph/package.json"))'], {
      cwd: project,
      encoding: "utf8",
    });
    const manifest = JSON.parse(stdout) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };
    expect(manifest.dependencies.zod).toBeUndefined();
    expect(manifest.peerDependencies.zod).toBe("^4.2.0");
  });

  it("a schema of zod 3 (zod/v3 beside zod 4) is refused by defineTool with the fix; zod 4's is defined", async () => {
    const project = packed.consumer("commonjs", false);
    writeFileSync(join(project, "tool.js"), defineWithZod("zod/v3"));
    expect(await run(project)).toBe(
      'The parameters of tool "roll_dice" was built with zod 3; dialogue-graph needs zod 4: npm install zod@^4, then import { z } from "zod".\n',
    );
    writeFileSync(join(project, "tool.js"), defineWithZod("zod"));
    expect(await run(project)).toBe("defined\n");
  }, 60_000);

  it("zod 3 installed instead of the peer (npm --legacy-peer-deps): loading the library says to install zod 4", async () => {
    const project = packed.consumer("commonjs", false);
    rmSync(join(project, "node_modules", "zod"));
    symlinkSync(join(repositoryRoot, "node_modules", "zod3"), join(project, "node_modules", "zod"), "dir");
    writeFileSync(join(project, "tool.js"), defineWithZod("zod"));
    const failed = await run(project).catch((error: { stderr: string }) => error.stderr);
    expect(failed).toContain(
      'Error: dialogue-graph needs zod 4.2 or later (a peer dependency), but the "zod" it loads is zod 3: npm install zod@^4',
    );
  }, 60_000);
});
