import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { builtDist } from "../support/built-dist";

const root = resolve(__dirname, "../..");
const support = join(__dirname, "support");
const everything = join(root, "node_modules/@modelcontextprotocol/server-everything/dist/index.js");

interface Loads {
  before: string[];
  after: string[];
  tools: number;
}

// The SDK's own module paths (client/index.js …), from its esm or cjs build.
const modules = (paths: string[]) => paths.map((path) => path.replace(/^.*\/@modelcontextprotocol\/sdk\/dist\/(?:esm|cjs)\//, ""));

// A fresh process that loads the built library as users do, so every module it loads is seen.
async function loadsOf(args: string[]): Promise<Loads> {
  const folder = mkdtempSync(join(tmpdir(), "lazy-sdk-"));
  try {
    const { stdout } = await promisify(execFile)(process.execPath, args, {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: folder, DIALOGUE_GRAPH_DATA_DIR: folder, SDK_LOAD_LOG: join(folder, "loads.txt") },
      encoding: "utf8",
    });
    return JSON.parse(stdout) as Loads;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("the MCP SDK stays off the start-up path of the built library", () => {
  beforeAll(() => builtDist(), 300_000);

  it("an ES module process loads none of it to import the library and build a graph, and the client alone to connect", async () => {
    const loads = await loadsOf([
      "--import",
      join(support, "register-sdk-load-hooks.mjs"),
      join(support, "sdk-loads-esm.mjs"),
      join(root, "dist/index.js"),
      everything,
    ]);
    expect(loads.before).toEqual([]);
    expect(loads.tools).toBeGreaterThan(0);
    expect(modules(loads.after)).toEqual(expect.arrayContaining(["client/index.js", "client/stdio.js"]));
    expect(modules(loads.after)).not.toContain("server/index.js");
  });

  it("so does a CommonJS process", async () => {
    const loads = await loadsOf([join(support, "sdk-loads-cjs.cjs"), join(root, "dist/index.cjs"), everything]);
    expect(loads.before).toEqual([]);
    expect(loads.tools).toBeGreaterThan(0);
    expect(modules(loads.after)).toEqual(expect.arrayContaining(["client/index.js", "client/stdio.js"]));
    expect(modules(loads.after)).not.toContain("server/index.js");
  });
});
