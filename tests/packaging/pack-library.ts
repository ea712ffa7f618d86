import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The repository's root. */
export const repositoryRoot = resolve(__dirname, "../..");

/**
 * Builds and packs the library once, as `npm publish` would (prepack builds dist/), into a fresh
 * folder outside the repository; returns the tarball's path.
 */
export function packLibrary(): string {
  const destination = mkdtempSync(join(tmpdir(), "dialogue-graph-pack-"));
  execFileSync("npm", ["pack", "--pack-destination", destination, "--silent"], { cwd: repositoryRoot, stdio: ["ignore", "pipe", "pipe"] });
  const tarball = readdirSync(destination).find((file) => file.endsWith(".tgz"));
  if (tarball === undefined) throw new Error(`npm pack wrote no tarball into ${destination}`);
  return join(destination, tarball);
}
