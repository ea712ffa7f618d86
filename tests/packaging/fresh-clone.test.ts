import { execFile, execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { repositoryRoot } from "./create-consumer";

// A newcomer's clone: the repository's files without dist/ (what `git clone` gives), its
// node_modules a link to the installed one (no network). `npx dialogue-graph chat` there runs npm's
// `prepare` step (scripts/prepare-dist.mjs), which is also what `npm install` runs in a clone and
// what npm runs in its own clone for `npm install github:OWNER/dialogue-graph`.
describe("a fresh clone", () => {
  const clone = mkdtempSync(join(tmpdir(), "dialogue-graph-clone-"));
  const home = mkdtempSync(join(tmpdir(), "dialogue-graph-home-"));
  afterAll(() => {
    rmSync(clone, { recursive: true, force: true });
    rmSync(home, { recursive: true, force: true });
  });

  beforeAll(() => {
    const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: repositoryRoot,
      encoding: "utf8",
    });
    for (const file of files.split("\0")) {
      if (file === "" || file === "node_modules" || !existsSync(join(repositoryRoot, file))) continue;
      mkdirSync(dirname(join(clone, file)), { recursive: true });
      cpSync(join(repositoryRoot, file), join(clone, file));
    }
    symlinkSync(join(repositoryRoot, "node_modules"), join(clone, "node_modules"), "dir");
  });

  // npm with its own empty cache, offline, and nothing from this machine's settings.
  const npmEnv = () => ({
    PATH: process.env.PATH,
    HOME: home,
    DIALOGUE_GRAPH_DATA_DIR: join(home, "data"),
    npm_config_cache: join(home, "npm-cache"),
    npm_config_offline: "true",
    npm_config_update_notifier: "false",
    npm_config_fund: "false",
    npm_config_audit: "false",
  });

  it("has no dist/, and `npx dialogue-graph chat` builds it and answers", async () => {
    expect(existsSync(join(clone, "dist"))).toBe(false);
    const { stdout } = await promisify(execFile)("npx", ["--yes", "dialogue-graph", "chat", "1+2等於多少"], {
      cwd: clone,
      env: npmEnv(),
      encoding: "utf8",
    });
    expect(stdout.split("\n")).toContain("1+2 等於 3。");
    expect(existsSync(join(clone, "dist", "cli.cjs"))).toBe(true);
    expect(existsSync(join(clone, "dist", "index.cjs"))).toBe(true);
  }, 300_000);

  it("as an installed package (dist/, no sources, no scripts/), `npm run prepare` does nothing and succeeds", async () => {
    const installed = join(home, "node_modules", "dialogue-graph");
    mkdirSync(installed, { recursive: true });
    cpSync(join(clone, "package.json"), join(installed, "package.json"));
    const { stdout } = await promisify(execFile)("npm", ["run", "prepare", "--silent"], {
      cwd: installed,
      env: npmEnv(),
      encoding: "utf8",
    });
    expect(stdout).toBe("");
  }, 60_000);

  it("keeps a dist/ newer than the sources: `npm run prepare` again (a second `npm install`) does not build", async () => {
    const { stdout } = await promisify(execFile)("npm", ["run", "prepare"], { cwd: clone, env: npmEnv(), encoding: "utf8" });
    expect(stdout).toContain("dialogue-graph: dist/ is up to date.");
  }, 60_000);
});
