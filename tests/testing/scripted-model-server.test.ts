import { ScriptedModelServer } from "../../src/testing";

function chatRequest(server: ScriptedModelServer, stream: boolean): Promise<Response> {
  return fetch(`${server.url}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ model: "scripted-model", stream, messages: [{ role: "user", content: "你好" }] }),
  });
}

describe("ScriptedModelServer steps for models that misbehave", () => {
  it("neverRespond: records the request and sends nothing, not even headers, until closed", async () => {
    const server = await ScriptedModelServer.start();
    server.enqueue({ neverRespond: true });
    const answer = chatRequest(server, true);
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await server.close();

    await expect(answer).rejects.toThrow();
    expect(server.requests[0].messages[0].content).toBe("你好");
  });

  it("stallAfterChunks: sends the role chunk and that many more, then nothing — no finish, no [DONE]", async () => {
    const server = await ScriptedModelServer.start();
    server.enqueue({ content: "今天天氣很好。", stallAfterChunks: 3 });
    const response = await chatRequest(server, true);
    const reader = response.body!.getReader();
    let body = "";
    while ((body.match(/^data: /gm) ?? []).length < 3) body += new TextDecoder().decode((await reader.read()).value);
    await server.close();
    await reader.read().catch(() => undefined);

    const frames = body.trim().split("\n\n").map((frame) => JSON.parse(frame.replace(/^data: /, "")) as { choices: Array<{ delta: { content?: string }; finish_reason: string | null }> });
    expect(frames.map((frame) => frame.choices[0].delta.content)).toEqual(["", "今天天", "氣很好"]);
    expect(frames.every((frame) => frame.choices[0].finish_reason === null)).toBe(true);
    expect(body).not.toContain("[DONE]");
  });
});

describe("ScriptedModelServer steps a test holds back", () => {
  it("answers a step's promise only once it settles, and with what it settled to", async () => {
    const server = await ScriptedModelServer.start();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.enqueue(async (request) => (await released, { content: `你說了${request.messages[0].content}` }));
    let answered = false;
    const answer = chatRequest(server, false).then((response) => ((answered = true), response.json() as Promise<{ choices: Array<{ message: { content: string } }> }>));
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // The request is in and nothing has come back: only release() lets the answer go.
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    release();

    expect((await answer).choices[0].message.content).toBe("你說了你好");
    await server.close();
  });
});
