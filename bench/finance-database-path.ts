import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where `npm run bench` keeps finance.ts's million-row database between runs: a file in the temp
 * folder named after a hash of bench/finance.ts and src/tools/finance/, so a change to the schema
 * or to the rows builds a new one instead of reusing a stale one.
 */
export function financeDatabasePath(): string {
  const root = fileURLToPath(new URL("../", import.meta.url));
  const hash = createHash("sha256").update(readFileSync(join(root, "bench/finance.ts")));
  const files = readdirSync(join(root, "src/tools/finance"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(root, "src/tools/finance", file)));
  return join(tmpdir(), `dialogue-graph-bench-finance-${hash.digest("hex").slice(0, 12)}.sqlite`);
}
