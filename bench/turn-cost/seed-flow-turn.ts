import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import type { ChatOpenAI } from "@langchain/openai";
import { SentenceSplitter, ToolResult, type ToolRegistry } from "../../src/index";
import type { TurnOutcome } from "./bench-variant";

const system = "你是一個親切的語音助理。請用使用者的語言簡短回答。";

function textOf(message: BaseMessage): string {
  return typeof message.content === "string" ? message.content : "";
}

function jsonIn(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The seed's flow as written, the baseline: an intent call (which tool, as JSON), a parameter call
 * (its arguments, as JSON), the tool, then a streamed answer call; one tool per turn; the thread's
 * memory is a plain array of messages.
 */
export async function seedFlowTurn({
  model,
  registry,
  history,
  text,
}: {
  model: ChatOpenAI;
  registry: ToolRegistry;
  history: BaseMessage[];
  text: string;
}): Promise<TurnOutcome> {
  history.push(new HumanMessage(text));
  const conversation = [new SystemMessage(system), ...history];
  const outcome: TurnOutcome = { reply: "", toolsRun: 0 };
  const list = registry
    .list()
    .map((tool) => `- ${tool.name}: ${tool.description}`)
    .join("\n");
  const intent = await model.invoke([
    ...conversation,
    new HumanMessage(`判斷最後一句話需要哪個工具：\n${list}\n只輸出 JSON：{"tool": "名稱"} 或 {"tool": "none"}。`),
  ]);
  const tool = registry.get(String(jsonIn(textOf(intent)).tool ?? "none"));
  if (tool !== undefined) {
    const ask = `為工具 ${tool.name} 填寫參數，依照這個 JSON Schema：${JSON.stringify(tool.parameters)}\n只輸出 JSON。`;
    const parameters = await model.invoke([...conversation, new HumanMessage(ask)]);
    const context = { signal: new AbortController().signal, now: new Date(), timeZone: "Asia/Taipei", locale: "zh-TW" as const };
    const checked = tool.validate(tool.normalize(jsonIn(textOf(parameters)), context));
    const result = checked.success
      ? await tool.execute(checked.args, context)
      : ToolResult.fail({ code: "VALIDATION_ERROR", message: checked.message });
    outcome.toolsRun += 1;
    conversation.push(new SystemMessage(`工具 ${tool.name} 的結果：\n${tool.format(result, context)}`));
  }
  const splitter = new SentenceSplitter();
  for await (const chunk of await model.stream(conversation)) {
    const piece = textOf(chunk);
    outcome.reply += piece;
    if (outcome.firstSentenceAt === undefined && splitter.push(piece).length > 0) outcome.firstSentenceAt = performance.now();
  }
  if (outcome.firstSentenceAt === undefined && splitter.flush().length > 0) outcome.firstSentenceAt = performance.now();
  history.push(new AIMessage(outcome.reply));
  return outcome;
}
