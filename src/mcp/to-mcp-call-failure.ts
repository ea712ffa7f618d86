import type { Locale } from "../core/locale";
import { localize } from "../core/localize";
import { ToolResult } from "../core/tool-result";

/** JSON-RPC codes the SDK uses for a lost connection and a request that timed out. */
const connectionClosed = -32000;
const requestTimeout = -32001;

function messageOf(value: unknown): string | undefined {
  const message = typeof value === "object" && value !== null ? (value as { message?: unknown }).message : undefined;
  return typeof message === "string" ? message : undefined;
}

/** The error's message and its cause's: a failed fetch says only "fetch failed", its cause why (refused, reset, closed). */
function describe(error: unknown): string {
  // Read by shape: fetch's errors come from Node's own realm, where `instanceof Error` can fail.
  const message = messageOf(error) ?? String(error);
  const cause = messageOf((error as { cause?: unknown } | undefined)?.cause);
  return cause === undefined ? message : `${message}: ${cause}`;
}

function codeOf(error: unknown): number | undefined {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "number" ? code : undefined;
}

/**
 * What an MCP call that threw means to the user: a timeout, a cancelled turn, a server that
 * cannot be reached or stopped (a crashed process, a refused or broken connection), or a server
 * that refused the request (a JSON-RPC error or an HTTP error status). The SDK's own text stays
 * in `details.reason`, for logs, never in the message.
 */
export function toMcpCallFailure(
  error: unknown,
  { title, locale, timeoutMs, signal }: { title: string; locale: Locale; timeoutMs: number; signal: AbortSignal },
): ToolResult<never> {
  const reason = describe(error);
  const code = codeOf(error);
  const timedOut = code === requestTimeout || (signal.aborted && (signal.reason as Error | undefined)?.name === "TimeoutError");
  if (timedOut) {
    const seconds = timeoutMs / 1000;
    return ToolResult.fail({
      code: "TIMEOUT",
      message: localize(locale, { zh: `${title} 超過 ${seconds} 秒沒有回應。`, en: `${title} did not answer within ${seconds} s.` }),
      details: { reason },
    });
  }
  if (signal.aborted) {
    return ToolResult.fail({
      code: "ABORTED",
      message: localize(locale, { zh: `${title} 已取消。`, en: `${title} was cancelled.` }),
      details: { reason },
    });
  }
  // Negative codes are JSON-RPC errors from the server, positive ones HTTP statuses; no code at
  // all is a failed fetch, a process that would not start or a connection already gone.
  if (code === undefined || code === connectionClosed) {
    return ToolResult.fail({
      code: "network_error",
      message: localize(locale, {
        zh: `${title} 的服務連不上或中斷了，請稍後再試。`,
        en: `The service behind ${title} could not be reached or stopped; please try again later.`,
      }),
      details: { reason },
    });
  }
  return ToolResult.fail({
    code: "api_error",
    message: localize(locale, { zh: `${title} 回報錯誤，沒有完成。`, en: `${title} reported an error and did not finish.` }),
    details: { reason },
  });
}
