import { isHttpCancel, isHttpError } from "./http-client";
import { localize } from "../core/localize";
import type { Locale } from "../core/locale";
import { ToolError } from "../core/tool-error";

/**
 * Maps whatever a request threw to a {@link ToolError} the user can hear:
 * a timeout → `api_timeout`, no answer → `network_error`, HTTP 429 → `rate_limited`,
 * any other status or an unreadable body → `api_error`. A ToolError passes through.
 *
 * @param service - what the user knows the source as, e.g. "匯率服務" / "the exchange rate service".
 */
export function toToolError(error: unknown, locale: Locale, service: { zh: string; en: string }): ToolError<string> {
  if (ToolError.isInstance(error)) return error;
  const name = localize(locale, service);
  if (isHttpCancel(error) || (error instanceof Error && error.name === "AbortError")) {
    return new ToolError(
      "ABORTED",
      localize(locale, { zh: `${service.zh}的查詢已取消。`, en: `The request to ${service.en} was cancelled.` }),
    );
  }
  if (isHttpError(error)) {
    const status = error.response?.status;
    if (error.code === "ECONNABORTED" || error.code === "ETIMEDOUT") {
      return new ToolError(
        "api_timeout",
        localize(locale, {
          zh: `${service.zh}沒有及時回應，請稍後再試。`,
          en: `${service.en} did not answer in time. Please try again later.`,
        }),
        { url: error.config?.url },
      );
    }
    if (status === undefined) {
      return new ToolError(
        "network_error",
        localize(locale, { zh: `連不上${service.zh}，請檢查網路連線。`, en: `Could not reach ${service.en}. Please check the network.` }),
        { url: error.config?.url, cause: error.code },
      );
    }
    if (status === 429) {
      return new ToolError(
        "rate_limited",
        localize(locale, {
          zh: `${service.zh}的查詢次數太多了，請稍後再試。`,
          en: `${service.en} is limiting requests. Please try again in a while.`,
        }),
        { status },
      );
    }
    return new ToolError(
      "api_error",
      localize(locale, {
        zh: `${service.zh}暫時無法使用（錯誤 ${status}）。`,
        en: `${service.en} is not available right now (error ${status}).`,
      }),
      { status, body: error.response?.data },
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ToolError(
    "api_error",
    localize(locale, { zh: `${service.zh}回傳了看不懂的資料。`, en: `${service.en} sent an answer that could not be read.` }),
    { cause: message, service: name },
  );
}
