import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { repositoryRoot } from "./create-consumer";
import { usePackedLibrary } from "./packed-library";

// The README's CommonJS snippet (the ```js block after `<!-- commonjs -->`), run as a user runs it:
// `node index.js` in a fresh CommonJS project that installed the packed library, with no model.
describe("the README's CommonJS snippet", () => {
  const packed = usePackedLibrary();

  it("runs with require() in a CommonJS project and prints the reply", async () => {
    const readme = readFileSync(join(repositoryRoot, "README.md"), "utf8");
    const snippet = /<!-- commonjs -->\s*\n```js\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(snippet).toContain('require("dialogue-graph")');
    const project = packed.consumer("commonjs", false);
    writeFileSync(join(project, "index.js"), snippet ?? "");
    const dataDir = packed.temporaryFolder("dialogue-graph-data-");
    const { stdout } = await promisify(execFile)(process.execPath, ["index.js"], {
      cwd: project,
      env: { PATH: process.env.PATH, HOME: dataDir, DIALOGUE_GRAPH_DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(stdout).toBe("1+2 等於 3。\n");
  }, 120_000);
});
