import type { ModelErrorRecord, Settings, TurnRecord } from "../index";

// Keys the common providers use (sk-…, gsk_…, Bearer …), besides the one configured.
const keys = /\b(?:sk|gsk|pk|rk)[-_][A-Za-z0-9_*.-]{3,}|\bBearer\s+\S+/g;

/** The provider's own words, one line, with no key in them. */
function quoted(message: string, apiKey: string | undefined): string {
  let text = message.split("\n")[0]?.trim() ?? "";
  if (apiKey !== undefined && apiKey.length >= 4) text = text.split(apiKey).join("…");
  return text.replace(keys, "…").slice(0, 300);
}

function whatFailed(error: ModelErrorRecord, { url, model }: { url: string; model: string }): string {
  const text = `${error.message}`;
  if (error.code === "connection_error") {
    if (/ECONNREFUSED/.test(text)) return `connection refused at ${url} (is the model server running?)`;
    if (/ENOTFOUND|EAI_AGAIN/.test(text)) return `host not found: ${url}`;
    return `could not connect to ${url}`;
  }
  if (error.code === "http_error") {
    if (error.status === 401) return `401 Unauthorized from ${url}: the server refused the API key (OPENAI_API_KEY)`;
    if (error.status === 403) return `403 Forbidden from ${url}: the API key may not use model "${model}"`;
    if (error.status === 404)
      return `404 Not Found from ${url}: unknown model "${model}" (OPENAI_MODEL, --model), or not an OpenAI-compatible /v1 URL`;
    if (error.status === 429) return `429 Too Many Requests from ${url}: rate limit or quota`;
    return `HTTP ${error.status ?? "error"} from ${url}`;
  }
  if (["first_token_timeout", "stalled", "timeout"].includes(error.code)) return `model "${model}" at ${url} took too long (${error.code})`;
  if (error.code === "empty_answer") return `model "${model}" at ${url} sent an empty answer`;
  return `the call to model "${model}" at ${url} failed`;
}

/**
 * The line stderr shows when a turn's model call failed — what failed and where (connection
 * refused at the URL, 401, unknown model), never the key — or undefined when none did. The spoken
 * reply stays the library's fixed sentence.
 */
export function modelFailureNote(turn: TurnRecord, settings: Settings): string | undefined {
  const failed = turn.modelCalls.find((call) => call.error !== undefined && call.error.code !== "aborted");
  if (failed?.error === undefined) return undefined;
  const url = settings.openaiBaseUrl ?? "https://api.openai.com/v1";
  const said = quoted(failed.error.message, settings.openaiApiKey);
  return `dialogue-graph: the model failed: ${whatFailed(failed.error, { url, model: failed.model ?? settings.openaiModel })}${said ? ` — ${said}` : ""}\n`;
}
