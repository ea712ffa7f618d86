import type { MiddlewareHandler } from "hono";
import { ServerError } from "./server-error";
import type { ServerEnv } from "./server-env";
import type { UserTokens } from "./user-tokens";

/**
 * Middleware that names the user of a request from its `Authorization: Bearer <token>` header;
 * a missing or unknown token is a 401. With no tokens every request is the one user's.
 */
export function authenticate(tokens: UserTokens | undefined): MiddlewareHandler<ServerEnv> {
  return async (context, next) => {
    if (tokens !== undefined) {
      const header = context.req.header("authorization") ?? "";
      const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
      const userId = token === undefined ? undefined : tokens.userFor(token);
      if (userId === undefined) {
        context.header("WWW-Authenticate", 'Bearer realm="dialogue-graph"');
        throw new ServerError(
          401,
          "unauthorized",
          token === undefined ? 'Send your token as "Authorization: Bearer <token>".' : "This token is not known here.",
        );
      }
      context.set("userId", userId);
    } else {
      context.set("userId", undefined);
    }
    await next();
  };
}
