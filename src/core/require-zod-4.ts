import { z } from "zod";

// Loaded first by the package's entry (src/index.ts): stops at once, with the fix, when the `zod`
// this library resolves is older than the peer dependency it declares (zod 4.2). npm 7 and later
// refuse that install (a peer conflict); `--legacy-peer-deps`, or a package manager that only warns,
// lets a project's zod 3 through, and the library would otherwise fail while loading with
// "Cannot read properties of undefined". zod 4.2 is the first with `z.fromJSONSchema`.

const loaded = z as unknown as Record<string, unknown>;
if (typeof loaded.toJSONSchema !== "function" || typeof loaded.fromJSONSchema !== "function") {
  const found = typeof loaded.toJSONSchema === "function" ? "an older zod 4" : "zod 3";
  throw new Error(`dialogue-graph needs zod 4.2 or later (a peer dependency), but the "zod" it loads is ${found}: npm install zod@^4`);
}
