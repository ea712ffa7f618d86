import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { usePackedLibrary } from "./packed-library";

// What the packed library holds (packed-library.ts), and what the packaging linters say of it.
describe("the published package", () => {
  const packed = usePackedLibrary();

  it("ships only what a user runs: no source maps, no sources, no tests", async () => {
    const { stdout } = await promisify(execFile)("tar", ["-tzf", packed.tarball()], { encoding: "utf8" });
    const files = stdout.trim().split("\n").sort();
    expect(
      files.filter(
        (file) =>
          !/^package\/(dist\/[A-Za-z0-9-]+\.(js|cjs|d\.ts|d\.cts)|testing\/package\.json|package\.json|README\.md|LICENSE)$/.test(file),
      ),
    ).toEqual([]);
    expect(files).toContain("package/dist/cli.cjs");
  });

  it("passes publint and are-the-types-wrong", async () => {
    const project = packed.consumer("module", false);
    const root = join(__dirname, "..", "..");
    const publint = await promisify(execFile)(
      process.execPath,
      [join(root, "node_modules", "publint", "src", "cli.js"), join(project, "node_modules", "dialogue-graph")],
      { encoding: "utf8" },
    );
    expect(publint.stdout).not.toMatch(/error/i);
    const attw = await promisify(execFile)(
      process.execPath,
      [join(root, "node_modules", "@arethetypeswrong", "cli", "dist", "index.js"), packed.tarball(), "--format", "table-flipped"],
      { encoding: "utf8" },
    );
    expect(attw.stdout).toMatch(/No problems found/);
  }, 120_000);
});
