import { isHttpError } from "../../http/http-client";
import { localize } from "../../core/localize";
import type { Locale } from "../../core/locale";
import { ToolError } from "../../core/tool-error";

/** What went wrong, whichever of QWeather's two error schemes said so. */
type Problem = "no_location" | "no_data" | "key" | "quota" | "permission" | "host" | "rate" | "request" | "unknown";

// v1: HTTP 200 with the status in the body's `code`.
const V1_CODES: Record<string, Problem> = {
  "204": "no_data",
  "400": "request",
  "401": "key",
  "402": "quota",
  "403": "permission",
  "404": "no_location",
  "429": "rate",
  "500": "unknown",
};

// v2: `application/problem+json` with an `error.type` URL whose anchor names the problem.
const V2_ANCHORS: Array<[RegExp, Problem]> = [
  [/no-such-location/, "no_location"],
  [/data-not-available/, "no_data"],
  [/invalid-host/, "host"],
  [/unauthori[sz]ed|invalid-key|authentication/, "key"],
  [/no-credit|overdue|over-monthly-limit|quota|balance/, "quota"],
  [/too-many-requests|rate-limit/, "rate"],
  [/security-restriction|forbidden|account-suspension|permission/, "permission"],
  [/invalid-parameter|missing-parameter/, "request"],
];

function fromStatus(status: number | undefined): Problem | undefined {
  if (status === 401) return "key";
  if (status === 403) return "permission";
  if (status === 429) return "rate";
  return undefined;
}

/** Reads a QWeather error from a v1 body code, or from a v2 problem body (or bare status) of a failed request. */
export function qweatherProblem(source: { code?: string } | unknown): Problem | undefined {
  if (isHttpError(source)) {
    const body: unknown = source.response?.data;
    const type = typeof body === "object" && body !== null && "error" in body ? (body.error as { type?: unknown }).type : undefined;
    if (typeof type === "string") return V2_ANCHORS.find(([pattern]) => pattern.test(type))?.[1] ?? "unknown";
    return fromStatus(source.response?.status);
  }
  const code = typeof source === "object" && source !== null && "code" in source ? String(source.code) : undefined;
  return code === undefined || code === "200" ? undefined : (V1_CODES[code] ?? "unknown");
}

/**
 * The ToolError for a QWeather problem, said so that the user knows what to fix: an unknown
 * city is `NOT_FOUND` naming it; a bad key, host, permission or quota is `api_error` naming
 * the setting (QWEATHER_API_KEY, QWEATHER_API_HOST); too many requests is `rate_limited`.
 */
export function toQWeatherError(problem: Problem, locale: Locale, city: string, details: Record<string, unknown> = {}): ToolError {
  const say = (zh: string, en: string) => localize(locale, { zh, en });
  const all = { city, problem, ...details };
  switch (problem) {
    case "no_location":
      return new ToolError(
        "NOT_FOUND",
        say(`找不到「${city}」這個城市，請換個說法試試。`, `I couldn't find a city called "${city}". Please try another name.`),
        all,
      );
    case "no_data":
      return new ToolError(
        "NOT_FOUND",
        say(`和風天氣目前沒有「${city}」的天氣資料。`, `QWeather has no weather data for "${city}" right now.`),
        all,
      );
    case "key":
      return new ToolError(
        "api_error",
        say(
          "和風天氣不接受目前的金鑰，請檢查 QWEATHER_API_KEY 設定。",
          "QWeather rejected the API key. Please check the QWEATHER_API_KEY setting.",
        ),
        all,
      );
    case "host":
      return new ToolError(
        "api_error",
        say(
          "和風天氣的 API Host 不對，請把 QWEATHER_API_HOST 設成主控台裡顯示的專屬 Host。",
          "The QWeather API host is wrong. Set QWEATHER_API_HOST to the host shown in your QWeather console.",
        ),
        all,
      );
    case "quota":
      return new ToolError(
        "api_error",
        say(
          "和風天氣的額度已經用完或帳戶餘額不足，請到主控台查看。",
          "The QWeather quota is used up or the account balance is too low. Please check the QWeather console.",
        ),
        all,
      );
    case "permission":
      return new ToolError(
        "api_error",
        say(
          "和風天氣拒絕了這次查詢，請檢查金鑰的權限和 QWEATHER_API_HOST 設定。",
          "QWeather refused the request. Please check the key's permissions and the QWEATHER_API_HOST setting.",
        ),
        all,
      );
    case "rate":
      return new ToolError(
        "rate_limited",
        say("和風天氣的查詢次數太多了，請稍後再試。", "QWeather is limiting requests. Please try again in a while."),
        all,
      );
    case "request":
      return new ToolError(
        "api_error",
        say(`和風天氣看不懂「${city}」這個查詢。`, `QWeather could not read the request for "${city}".`),
        all,
      );
    default:
      return new ToolError(
        "api_error",
        say("和風天氣暫時無法使用，請稍後再試。", "QWeather is not available right now. Please try again later."),
        all,
      );
  }
}
