import path from "node:path";

// Each SDK module the library may load passes through as it is, and says when it was loaded.
const mockLoaded: string[] = [];
for (const name of [
  "client/index.js",
  "client/stdio.js",
  "client/streamableHttp.js",
  "server/index.js",
  "server/stdio.js",
  "server/streamableHttp.js",
  "types.js",
]) {
  vi.doMock(`@modelcontextprotocol/sdk/${name}`, async () => {
    mockLoaded.push(name);
    return await vi.importActual(`@modelcontextprotocol/sdk/${name}`);
  });
}

describe("the MCP SDK stays off the start-up path", () => {
  it("is not loaded by importing the library, and is loaded by the first connectMcp", async () => {
    // Loaded here, not imported at the top: the test watches which modules loading the library pulls in.
    const library = await import("../../src/index");
    const registry = new library.ToolRegistry();
    new library.DialogueGraph({ registry, localIntents: true, model: undefined, now: () => new Date() });
    expect(mockLoaded).toEqual([]);

    const server = {
      command: process.execPath,
      args: [path.join(__dirname, "../../node_modules/@modelcontextprotocol/server-everything/dist/index.js")],
      stderr: "ignore" as const,
    };
    const connection = await library.connectMcp(server, { registry });
    await connection.close();
    expect(mockLoaded).toEqual(expect.arrayContaining(["client/index.js", "client/stdio.js"]));
    expect(mockLoaded).not.toContain("server/index.js");
  });
});
