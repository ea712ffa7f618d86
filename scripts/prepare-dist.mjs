// npm's `prepare` step: builds dist/ when it is missing or older than the sources, so a clone
// (`git clone … && npm install`) and an install from a git URL (`npm install github:OWNER/dialogue-graph`,
// where npm runs `prepare` in its own clone) get a working library and `dialogue-graph` command.
// A dist/ newer than every source is kept, so a repeated `npm install` costs nothing. Plain Node,
// no dependency: it runs before anything else is known to work. The installed package ships neither
// this script nor src/, so package.json's `prepare` runs it only where it exists: a user who lets
// npm run the package's install scripts (npm 11's allowScripts) loses nothing.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const built = ["dist/index.js", "dist/index.cjs", "dist/index.d.ts", "dist/testing.js", "dist/cli.cjs"].map((file) => join(root, file));
const sources = ["src", "tsup.config.ts", "tsconfig.json", "package.json"]
  .map((path) => join(root, path))
  .filter((path) => existsSync(path));

function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

// An installed copy (node_modules/dialogue-graph, after npm packed it) has dist/ and no sources.
if (!existsSync(join(root, "src"))) process.exit(0);

const oldestBuilt = built.every((file) => existsSync(file)) ? Math.min(...built.map((file) => statSync(file).mtimeMs)) : -Infinity;
if (oldestBuilt > Math.max(...sources.map(newestChange))) {
  console.log("dialogue-graph: dist/ is up to date.");
} else {
  console.log("dialogue-graph: building dist/ (npm run build) …");
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit", shell: process.platform === "win32" });
  if (build.status !== 0) {
    console.error(`dialogue-graph: the build failed (${build.error?.message ?? `exit code ${build.status}`}); dist/ is not usable.`);
    process.exit(1);
  }
}
