import type { BaseLanguageModelInput } from "@langchain/core/language_models/base";
import { BaseChatModel, type BaseChatModelCallOptions, type BindToolsInput } from "@langchain/core/language_models/chat_models";
import type { AIMessageChunk, BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";
import { Runnable, type RunnableConfig } from "@langchain/core/runnables";
import type { CallbackManagerForLLMRun } from "@langchain/core/callbacks/manager";

type ChatModelLoader = () => Promise<BaseChatModel>;

/**
 * A chat model made on its first call: `load` imports the provider's package then (LangChain's
 * OpenAI client takes ~0.15 s to load, which a process answering locally — a clock, an alarm, a
 * sum — never needs). Every call is passed on whole to the loaded model, with its options and
 * callbacks, so what the model streams and reports is the loaded model's own.
 */
export class DeferredChatModel extends BaseChatModel {
  private loading?: Promise<BaseChatModel>;

  /**
   * @param load makes the model, on the first call.
   * @param type the provider, as `_llmType()` answers (e.g. `"openai"`).
   * @param modelName the model as its provider names it (e.g. `"gpt-4o-mini"`), for those who show it before it loads. Default: none.
   */
  constructor(
    private readonly load: ChatModelLoader,
    private readonly type: string,
    readonly modelName?: string,
  ) {
    super({});
  }

  /** The loaded model, loaded once (a load that failed is tried again on the next call). */
  model(): Promise<BaseChatModel> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  _llmType(): string {
    return this.type;
  }

  override async invoke(input: BaseLanguageModelInput, options?: BaseChatModelCallOptions): Promise<AIMessageChunk> {
    return (await this.model()).invoke(input, options);
  }

  override async *_streamIterator(input: BaseLanguageModelInput, options?: BaseChatModelCallOptions): AsyncGenerator<AIMessageChunk> {
    yield* await (await this.model()).stream(input, options);
  }

  override bindTools(
    tools: BindToolsInput[],
    kwargs?: Partial<BaseChatModelCallOptions>,
  ): Runnable<BaseLanguageModelInput, AIMessageChunk> {
    return new DeferredRunnable(async () => {
      const model = await this.model();
      if (model.bindTools === undefined) throw new Error(`${this.type} cannot bind tools.`);
      return model.bindTools(tools, kwargs);
    });
  }

  async _generate(messages: BaseMessage[], options: this["ParsedCallOptions"], runManager?: CallbackManagerForLLMRun): Promise<ChatResult> {
    return (await this.model())._generate(messages, options, runManager);
  }
}

/** A runnable made on its first call (a deferred model with its tools bound). */
class DeferredRunnable extends Runnable<BaseLanguageModelInput, AIMessageChunk> {
  lc_namespace = ["dialogue_graph", "models"];
  private loading?: Promise<Runnable<BaseLanguageModelInput, AIMessageChunk>>;

  constructor(private readonly load: () => Promise<Runnable<BaseLanguageModelInput, AIMessageChunk>>) {
    super();
  }

  private target(): Promise<Runnable<BaseLanguageModelInput, AIMessageChunk>> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  async invoke(input: BaseLanguageModelInput, options?: Partial<RunnableConfig>): Promise<AIMessageChunk> {
    return (await this.target()).invoke(input, options);
  }

  override async *_streamIterator(input: BaseLanguageModelInput, options?: Partial<RunnableConfig>): AsyncGenerator<AIMessageChunk> {
    yield* await (await this.target()).stream(input, options);
  }
}
