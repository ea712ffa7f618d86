/**
 * The entry point for LangGraph Studio and the LangGraph CLI (see langgraph.json):
 *
 *   npx @langchain/langgraph-cli dev
 *
 * Send `{ "messages": [{ "role": "user", "content": "100 美金換台幣多少" }] }` on a thread; the
 * model and tools come from the environment and .env, as for `new DialogueGraph()`.
 *
 * A call that needs the user's confirmation (「刪除全部鬧鐘」) pauses the thread in
 * `await_confirmation` with a checkpointed `interrupt()` whose value is
 * `{ kind: "confirm", tool, question }`; resume it with the user's words (`"好"`, `"不要"`, or
 * anything else, which drops the call and is answered as a new request) or `{ "approved": true }`.
 * Older turns are dropped past twice the history budget here: the running summary is written by
 * `DialogueGraph` after its turns, which the LangGraph server does not run.
 */
import { DialogueGraph } from "../src/index";

export const graph = new DialogueGraph().graph;
