import { BaseCallbackHandler } from "@langchain/core/callbacks/base";
import { tracingWanted } from "../../../src/graph/tracing/tracing-wanted";

describe("tracingWanted", () => {
  it("is false with no callbacks and no LangSmith variable", () => {
    expect(tracingWanted({ env: {} })).toBe(false);
    expect(tracingWanted({ callbacks: [], env: { LANGSMITH_TRACING: "false" } })).toBe(false);
  });

  it("is true when a callback handler is given", () => {
    expect(tracingWanted({ callbacks: [BaseCallbackHandler.fromMethods({})], env: {} })).toBe(true);
  });

  it("is true when LangSmith tracing is on in the environment, under any of its names", () => {
    for (const name of ["LANGSMITH_TRACING", "LANGCHAIN_TRACING_V2", "LANGCHAIN_TRACING", "LANGSMITH_TRACING_V2"])
      expect(tracingWanted({ env: { [name]: "true" } })).toBe(true);
  });
});
