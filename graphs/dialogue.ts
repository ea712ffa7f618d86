/**
 * The entry point for LangGraph Studio and the LangGraph CLI (see langgraph.json):
 *
 *   npx @langchain/langgraph-cli dev
 *
 * Send `{ "messages": [{ "role": "user", "content": "100 美金換台幣多少" }] }` on a thread; the
 * model and tools come from the environment and .env, as for `new DialogueGraph()`.
 */
import { DialogueGraph } from "../src/index";

export const graph = new DialogueGraph().graph;
