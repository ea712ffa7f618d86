/**
 * `dialogue-graph/testing`: a scripted OpenAI-compatible model server for your own tests, so a
 * test drives the real `ChatOpenAI` client and a real `DialogueGraph` turn with no network and no
 * key, and can assert the request the model received.
 *
 * @example
 * ```ts
 * import { DialogueGraph, ToolRegistry } from "dialogue-graph";
 * import { ScriptedModelServer } from "dialogue-graph/testing";
 *
 * const server = await ScriptedModelServer.start();
 * server.enqueue({ toolCalls: [{ name: "echo", arguments: { text: "hi" } }] }, { content: "It said hi." });
 * const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([echo]), localIntents: false });
 * const turn = await graph.invoke("say hi");
 * // turn.toolCalls[0].args → { text: "hi" }; server.requests[0].tools → the tools the model was offered
 * await server.close();
 * ```
 *
 * @packageDocumentation
 */
export { ScriptedModelServer, type RecordedModelRequest, type ScriptedReply, type ScriptedToolCall, type ScriptStep } from "./scripted-model-server";
