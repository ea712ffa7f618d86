import { ChatOpenAI } from "@langchain/openai";

/** A ChatOpenAI client for the bench and the count of HTTP requests it has sent. */
export interface BenchModel {
  model: ChatOpenAI;
  /** Chat completion requests sent so far. */
  calls(): number;
}

/**
 * The one client every variant uses: a real ChatOpenAI pointed at the scripted server, with no
 * retries, counting its requests at the fetch level so that every variant is counted the same way.
 */
export function createBenchModel(baseUrl: string): BenchModel {
  let calls = 0;
  const model = new ChatOpenAI({
    model: "scripted-model",
    apiKey: "bench-key",
    maxRetries: 0,
    configuration: {
      baseURL: baseUrl,
      fetch: (input: string | URL | Request, init?: RequestInit) => {
        calls += 1;
        return fetch(input, init);
      },
    },
  });
  return { model, calls: () => calls };
}
