import { loadSettings, type Settings } from "../core/settings";
import { ToolRegistry, type AnyTool } from "../core/tool-registry";
import { createExchangeRateTool, type ExchangeRateToolOptions } from "./exchange-rate/index";
import { createWikipediaTool, type WikipediaToolOptions } from "./wikipedia/index";
import { createNewsTool, type NewsToolOptions } from "./news/index";
import { createStockTool, type StockToolOptions } from "./stock/index";
import { createFinanceTools, type FinanceToolsOptions } from "./finance/index";
import { alarmFamily, createAlarmTools, type AlarmToolsOptions } from "./alarms/index";
import { createMemoTools, memoFamily, type MemoToolsOptions } from "./memos/index";
import { createTimerTools, timerFamily, type TimerToolsOptions } from "./timers/index";
import type { RecordStoreFactory } from "../storage/record-store";
import { dataFilePath } from "../storage/record-file";
import { createDatetimeTool, type DatetimeToolOptions } from "./datetime/index";
import { createCalculatorTool, type CalculatorToolOptions } from "./calculator/index";
import { createWeatherTool, type WeatherToolOptions } from "./weather/index";
import { createMoonPhaseTool, type MoonPhaseToolOptions } from "./moon-phase/index";
import { createSpaceNewsTool, type SpaceNewsToolOptions } from "./space-news/index";

/**
 * Options of {@link createDefaultRegistry}: the settings every tool reads its defaults from,
 * and per-tool options (base URLs, API keys, file paths, timeouts) keyed by tool folder.
 */
export interface DefaultRegistryOptions {
  /** Settings to read defaults from. Default: `loadSettings()` (environment and `.env`). */
  settings?: Settings;
  /** Names of built-in tools to leave out. Default: none. */
  exclude?: readonly string[];
  /** get_exchange_rate: `frankfurterBaseUrl`, `openErApiBaseUrl`, `timeoutMs`, `retries`, `cacheTtlMs`. Default: api.frankfurter.dev (v2), then open.er-api.com, 10 s per request, rates cached for an hour. */
  exchangeRate?: ExchangeRateToolOptions;
  /** search_wikipedia: `baseUrls` ({ zh, en }), `timeoutMs`, `retries`, `userAgent`, `maxExtractLength`, `maxOptions`. Default: zh/en.wikipedia.org, 10 s per request, 300-character summaries. */
  wikipedia?: WikipediaToolOptions;
  /** The finance tools: repository, `databasePath`, time zone. Default: SQLite at `<settings.dataDir or ~/.pibuddy>/finance.sqlite`, opened on first use. */
  finance?: FinanceToolsOptions;
  /** get_news: `vvhanBaseUrl`, `sixtySecondsBaseUrl`, `timeoutMs`, `retries`, `defaultLimit`. Default: the public vvhan and 60s APIs, 5 s per request, 5 headlines. */
  news?: NewsToolOptions;
  /** get_stock: `tencentBaseUrl`, `sinaBaseUrl`, `sinaReferer`, `timeoutMs`, `retries`. Default: qt.gtimg.cn, then hq.sinajs.cn, 5 s per request. */
  stock?: StockToolOptions;
  /** set_alarm, list_alarms, delete_alarm: `filePath`, `scheduler` (an AlarmScheduler to ring them), `store`, `createId`, `lockTimeoutMs`, `staleLockMs`, `onCorrupt`. Default: `<settings.dataDir or ~/.pibuddy>/alarms.json`, ids "1", "2", …, 10 s lock timeout. */
  alarms?: AlarmToolsOptions;
  /** set_timer, list_timers, cancel_timer: `filePath`, `scheduler` (default: the alarms' scheduler, which rings timers too), `store`, `createId`, lock timings. Default: `<settings.dataDir or ~/.pibuddy>/timers.json`. */
  timers?: TimerToolsOptions;
  /**
   * Where alarms, memos and timers are kept, all at once (e.g. a PostgreSQL backend): opens each
   * family's store. A family's own `store` (or its scheduler's) comes first. Default: JSON files
   * in settings.dataDir, `users/<user>/` for each named user.
   */
  recordStores?: RecordStoreFactory;
  /** add_memo, list_memos, delete_memo: `filePath`, `store`, `createId`, `lockTimeoutMs`, `staleLockMs`, `onCorrupt`. Default: `<settings.dataDir or ~/.pibuddy>/memos.json`, ids "1", "2", …, 10 s lock timeout. */
  memos?: MemoToolsOptions;
  /** get_datetime: `timeoutMs`. Reads the turn's clock, time zone and locale; needs no network. */
  datetime?: DatetimeToolOptions;
  /** calculate: `timeoutMs`. Offline; its own parser reads mathjs's syntax, a whitelist walker computes. */
  calculator?: CalculatorToolOptions;
  /** get_weather: `qweatherApiKey`, `qweatherApiHost`, `geocodingBaseUrl`, `forecastBaseUrl`, `defaultCity`, `timeoutMs`, `retries`. Default: QWeather when settings.qweatherApiKey and settings.qweatherApiHost are both set, else Open-Meteo (no key); 10 s per request. */
  weather?: WeatherToolOptions;
  /** get_moon_phase: `baseUrl`, `timeoutMs`, `retries`, `useUsno`. Default: aa.usno.navy.mil, 5 s, no retry, then the local Meeus computation (works offline). */
  moonPhase?: MoonPhaseToolOptions;
  /** search_space_news: `baseUrl`, `timeoutMs`, `retries`. Default: api.spaceflightnewsapi.net (SNAPI v4), 10 s per request, one retry. */
  spaceNews?: SpaceNewsToolOptions;
}

/**
 * A registry with every built-in tool, configured from the settings and `options`.
 *
 * @example
 * ```ts
 * const registry = createDefaultRegistry({ exclude: ["get_stock"] });
 * ```
 */
export function createDefaultRegistry(options: DefaultRegistryOptions = {}): ToolRegistry {
  const { settings = loadSettings(), exclude = [], recordStores } = options;
  const registry = new ToolRegistry();
  const tools: AnyTool[] = [
    createExchangeRateTool(options.exchangeRate),
    createWikipediaTool(options.wikipedia),
    ...createFinanceTools({ dataDir: settings.dataDir, ...options.finance }),
    createNewsTool(options.news),
    createStockTool(options.stock),
    ...createAlarmTools({
      filePath: dataFilePath("alarms.json", settings.dataDir),
      ...options.alarms,
      store: options.alarms?.store ?? options.alarms?.scheduler?.store ?? recordStores?.(alarmFamily.kind),
    }),
    ...createMemoTools({
      filePath: dataFilePath("memos.json", settings.dataDir),
      ...options.memos,
      store: options.memos?.store ?? recordStores?.(memoFamily.kind),
    }),
    ...createTimerTools({
      filePath: dataFilePath("timers.json", settings.dataDir),
      scheduler: options.alarms?.scheduler,
      ...options.timers,
      store:
        options.timers?.store ?? (options.timers?.scheduler ?? options.alarms?.scheduler)?.timerStore ?? recordStores?.(timerFamily.kind),
    }),
    createDatetimeTool(options.datetime),
    createCalculatorTool(options.calculator),
    createWeatherTool({ qweatherApiKey: settings.qweatherApiKey, qweatherApiHost: settings.qweatherApiHost, ...options.weather }),
    createMoonPhaseTool(options.moonPhase),
    createSpaceNewsTool(options.spaceNews),
    // One line per built-in tool, e.g. createExchangeRateTool({ ...settings-derived defaults, ...options.exchangeRate }),
  ];
  void settings;
  for (const tool of tools) if (!exclude.includes(tool.name)) registry.register(tool);
  return registry;
}
