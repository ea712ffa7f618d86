import { execFile } from "node:child_process";
import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { repositoryRoot } from "./create-consumer";
import { usePackedLibrary } from "./packed-library";

// examples/custom-tool.ts copied as it is into a fresh project that installed the packed library
// (and zod, and tsx to run TypeScript), run as its header says: `npx tsx custom-tool.ts "…"`.
describe("examples/custom-tool.ts copied into a project", () => {
  const packed = usePackedLibrary();

  it('imports "dialogue-graph" and answers its suggested request on the local route', async () => {
    const project = packed.consumer("module", false, ["tsx"]);
    copyFileSync(join(repositoryRoot, "examples", "custom-tool.ts"), join(project, "custom-tool.ts"));
    writeFileSync(join(project, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "nodenext", strict: true } }));
    const dataDir = packed.temporaryFolder("dialogue-graph-data-");
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(project, "node_modules", "tsx", "dist", "cli.mjs"), "custom-tool.ts", "擲一顆二十面骰"],
      { cwd: project, env: { PATH: process.env.PATH, HOME: dataDir, DIALOGUE_GRAPH_DATA_DIR: dataDir }, encoding: "utf8" },
    );
    expect(stdout).toMatch(/^20 面骰擲出 \d+，總共 \d+ 點。\nroll_dice \{"sides":20,"count":1\}\n$/);
  }, 120_000);
});
