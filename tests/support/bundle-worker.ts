import { createHash } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { build } from "esbuild";

const root = resolve(__dirname, "../..");

/**
 * Bundles a worker script and the repository's TypeScript it imports into one ES module that a
 * plain `node` runs, and returns its path: started with tsx, each worker process spent a second of
 * CPU compiling the same files. Packages stay imports, found in the repository's node_modules
 * (the bundle is written under node_modules/.cache, named by its content, so reruns reuse it).
 */
export async function bundleWorker(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.contents;
  const folder = join(root, "node_modules", ".cache", "dialogue-graph-tests");
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${basename(entry, ".ts")}-${createHash("sha1").update(code).digest("hex").slice(0, 12)}.mjs`);
  // Written whole, then renamed: two test workers bundling the same script never run half a file.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(partial, code);
  renameSync(partial, file);
  return file;
}
