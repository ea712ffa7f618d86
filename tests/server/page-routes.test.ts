import { AS_ALICE, body, startTestServer, TOKENS } from "./server-test-kit";

describe("GET / and its files", () => {
  it("serves the page, its script and style under the page's own-origin policy, revalidated by ETag", async () => {
    const test = await startTestServer({ tokens: TOKENS });
    try {
      const page = await fetch(`${test.url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-cache");
      expect(page.headers.get("x-frame-options")).toBe("DENY");
      const again = await fetch(`${test.url}/`, { headers: { "if-none-match": page.headers.get("etag")! } });
      expect(again.status).toBe(304);

      for (const [path, type] of [
        ["/app.js", "text/javascript; charset=utf-8"],
        ["/app.css", "text/css; charset=utf-8"],
        ["/favicon.svg", "image/svg+xml"],
      ]) {
        const response = await fetch(`${test.url}${path}`);
        expect([path, response.status, response.headers.get("content-type")]).toEqual([path, 200, type]);
        expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self';/);
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      }
    } finally {
      await test.close();
    }
  });
});

describe("GET /v1/info", () => {
  it("names the model and the token's user, and needs the token as the rest of /v1 does", async () => {
    const test = await startTestServer({ tokens: TOKENS, modelName: "kitchen-assistant" });
    try {
      expect((await fetch(`${test.url}/v1/info`)).status).toBe(401);
      const info = await fetch(`${test.url}/v1/info`, { headers: AS_ALICE });
      expect(await info.json()).toEqual({ model: "scripted-model", served_as: "kitchen-assistant", user: "alice" });
    } finally {
      await test.close();
    }
  });

  it("says model null when only the local route answers", async () => {
    const test = await startTestServer({ graph: { model: null, localIntents: true } });
    try {
      expect(await body(await fetch(`${test.url}/v1/info`))).toEqual({ model: null, served_as: "dialogue-graph", user: null });
    } finally {
      await test.close();
    }
  });
});
