import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";

/** The repository's root. */
export const repositoryRoot = resolve(__dirname, "../..");

/** A fresh project that installed the packed library. */
export interface ConsumerOptions {
  /** The packed library: `builtDist().tarball` (tests/support/built-dist.ts). */
  tarball: string;
  /** The project's module system (its package.json `type`). */
  type: "module" | "commonjs";
  /** Install the optional peer dependencies too (better-sqlite3, the SQLite checkpointer). */
  withOptional: boolean;
  /** Packages the project itself adds (e.g. typescript, @types/node). Default: none. */
  extras?: readonly string[];
}

function link(projectModules: string, name: string): void {
  const source = join(repositoryRoot, "node_modules", name);
  if (!existsSync(source)) throw new Error(`${name} is not in the repository's node_modules; run npm install`);
  const target = join(projectModules, name);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(source, target, "dir");
}

/**
 * Makes a project in a temporary folder (outside the repository, so nothing resolves from its
 * node_modules by accident) and installs the tarball the way npm lays it out: the package under
 * node_modules/dialogue-graph, each of its `dependencies` and required `peerDependencies` (and,
 * when asked, its optional ones) at the top level, its bin in node_modules/.bin. The dependencies are
 * links to the repository's installed copies, so the test needs no registry and no network.
 */
export function createConsumer({ tarball, type, withOptional, extras = [] }: ConsumerOptions): string {
  const project = mkdtempSync(join(tmpdir(), `dialogue-graph-${type}-`));
  const modules = join(project, "node_modules");
  mkdirSync(modules);
  execFileSync("tar", ["-xzf", tarball, "-C", modules]);
  renameSync(join(modules, "package"), join(modules, "dialogue-graph"));
  const manifest = JSON.parse(readFileSync(join(modules, "dialogue-graph", "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    bin?: Record<string, string>;
  };
  // npm 7 and later install a peer that is not optional (zod) as if it were a dependency.
  const peers = Object.keys(manifest.peerDependencies ?? {});
  const requiredPeers = peers.filter((name) => manifest.peerDependenciesMeta?.[name]?.optional !== true);
  const names = [...Object.keys(manifest.dependencies ?? {}), ...(withOptional ? peers : requiredPeers), ...extras];
  for (const name of new Set(names)) link(modules, name);
  mkdirSync(join(modules, ".bin"));
  for (const [command, file] of Object.entries(manifest.bin ?? {})) {
    symlinkSync(relative(join(modules, ".bin"), join(modules, "dialogue-graph", file)), join(modules, ".bin", command));
  }
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: `consumer-${type}`, private: true, type }, null, 2));
  return project;
}
