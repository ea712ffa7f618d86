import { existsSync, readFileSync } from "node:fs";
import { parse } from "dotenv";
import { isLocale, LOCALES, localeDefinition, type Locale } from "./locale";
import { DEFAULTS } from "./defaults";

/** Settings read from the environment and `.env`. */
export interface Settings {
  /** OPENAI_API_KEY. No key and no model: only the local route answers. */
  openaiApiKey?: string;
  /** OPENAI_MODEL. Default: `gpt-4o-mini`. */
  openaiModel: string;
  /** OPENAI_BASE_URL, for any OpenAI-compatible server (Ollama, vLLM, llama.cpp, DeepSeek, Qwen). */
  openaiBaseUrl?: string;
  /**
   * OPENAI_FALLBACK_MODELS, comma-separated model names on the same server and key, tried in order
   * when OPENAI_MODEL fails (`fallbackModels`). Default: none.
   */
  openaiFallbackModels?: string[];
  /** DIALOGUE_GRAPH_LOCALE: `zh-TW` (default), `zh-HK`, `zh-CN` or `en`. */
  locale: Locale;
  /** DIALOGUE_GRAPH_TIME_ZONE, an IANA zone. Default: the locale's own (`Asia/Hong_Kong` for zh-HK), else `Asia/Taipei`. */
  timeZone: string;
  /** DIALOGUE_GRAPH_DATA_DIR, where alarms, memos and finance data live. Default: `~/.pibuddy`. */
  dataDir?: string;
  /** QWEATHER_API_KEY; with QWEATHER_API_HOST it switches weather from Open-Meteo to QWeather. */
  qweatherApiKey?: string;
  /** QWEATHER_API_HOST, the per-account API host, e.g. `abc123.def.qweatherapi.com`. */
  qweatherApiHost?: string;
  /** Every variable that was read, for tools with settings of their own. */
  env: Readonly<Record<string, string | undefined>>;
}

/** Where settings come from. */
export interface LoadSettingsOptions {
  /** The environment. Default: `process.env`. Its values win over the file's. */
  env?: Record<string, string | undefined>;
  /** A dotenv file to read; a missing file is skipped. Default: `.env` in the working directory. */
  envFile?: string | false;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

// OPENAI_FALLBACK_MODELS: names between commas, blanks skipped; nothing at all when none is left.
function modelList(value: string | undefined): { openaiFallbackModels?: string[] } {
  const names = (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  return names.length > 0 ? { openaiFallbackModels: names } : {};
}

/**
 * Reads settings from the environment and a `.env` file, without changing `process.env`.
 *
 * @example
 * ```ts
 * const settings = loadSettings();               // process.env and ./.env
 * const offline = loadSettings({ env: {}, envFile: false });
 * ```
 */
export function loadSettings({ env = process.env, envFile = ".env" }: LoadSettingsOptions = {}): Settings {
  const fromFile = envFile && existsSync(envFile) ? parse(readFileSync(envFile)) : {};
  const merged: Record<string, string | undefined> = { ...fromFile, ...env };
  const locale = nonEmpty(merged.DIALOGUE_GRAPH_LOCALE);
  if (locale !== undefined && !isLocale(locale)) {
    throw new TypeError(`DIALOGUE_GRAPH_LOCALE must be one of ${LOCALES.join(", ")}, not "${locale}".`);
  }
  return {
    openaiApiKey: nonEmpty(merged.OPENAI_API_KEY),
    openaiModel: nonEmpty(merged.OPENAI_MODEL) ?? "gpt-4o-mini",
    openaiBaseUrl: nonEmpty(merged.OPENAI_BASE_URL),
    ...modelList(merged.OPENAI_FALLBACK_MODELS),
    locale: locale ?? DEFAULTS.locale,
    // A locale's own zone where none is set: zh-HK speaks Hong Kong time.
    timeZone:
      nonEmpty(merged.DIALOGUE_GRAPH_TIME_ZONE) ?? (locale === undefined ? DEFAULTS.timeZone : localeDefinition(locale).defaults.timeZone),
    dataDir: nonEmpty(merged.DIALOGUE_GRAPH_DATA_DIR),
    qweatherApiKey: nonEmpty(merged.QWEATHER_API_KEY),
    qweatherApiHost: nonEmpty(merged.QWEATHER_API_HOST),
    env: merged,
  };
}
