import { Hono } from "hono";
import { ServerError } from "../server-error";
import type { ServerEnv } from "../server-env";
import type { ServerRuntime } from "../server-runtime";

/** `GET /v1/models` and `GET /v1/models/{model}`: the assistant, listed as one model. */
export function modelRoutes(runtime: ServerRuntime, created = Math.floor(Date.now() / 1000)): Hono<ServerEnv> {
  const model = { id: runtime.modelName, object: "model" as const, created, owned_by: "dialogue-graph" };
  return new Hono<ServerEnv>()
    .get("/v1/models", (context) => context.json({ object: "list", data: [model] }))
    .get("/v1/models/:model", (context) => {
      if (context.req.param("model") !== model.id)
        throw new ServerError(
          404,
          "model_not_found",
          `The model "${context.req.param("model")}" does not exist here; use "${model.id}".`,
          "model",
        );
      return context.json(model);
    });
}
