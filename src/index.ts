// First: a zod older than the peer dependency stops here with the fix, before anything uses it.
import "./core/require-zod-4";
export { BaseTool } from "./core/base-tool";
export type { FormatContext, OpenAITool } from "./core/base-tool";
export { ChatMessage } from "./core/chat-message";
export type { ChatRole, OpenAIChatMessage } from "./core/chat-message";
export { defineTool, DefinedTool } from "./core/define-tool";
export type { DefineToolOptions } from "./core/define-tool";
export type { DestructiveEffect } from "./core/destructive-effect";
export { isDestructive, recordsDestroyed } from "./core/records-destroyed";
export type { JsonSchema } from "./core/json-schema";
export { detectLocale } from "./core/detect-locale";
export type { LocalPhrase, PatternPhrase, PhraseContext } from "./core/local-phrase";
export { BUILT_IN_RULES } from "./language/templates/built-in-rules";
export { BUILT_IN_SLOT_TYPES } from "./language/templates/built-in-slot-types";
export { compileTemplate } from "./language/templates/compile-template";
export type { CompileTemplateOptions } from "./language/templates/compile-template";
export type { CompiledTemplate } from "./language/templates/compiled-template";
export { matchTemplate } from "./language/templates/match-template";
export { parseTemplate } from "./language/templates/parse-template";
export type { SlotSpan, SlotType } from "./language/templates/slot-type";
export { TaggedSentence } from "./language/templates/tagged-sentence";
export { TemplateError } from "./language/templates/template-error";
export type { TemplateNode } from "./language/templates/template-node";
export type { TemplatePhrase } from "./language/templates/template-phrase";
export { wordListSlot } from "./language/templates/word-list-slot";
export type { WordListSlotOptions } from "./language/templates/word-list-slot";
export { LOCALES } from "./core/locale";
export { localize, type LocalizedText } from "./core/localize";
export type { Locale } from "./core/locale";
export { loadSettings } from "./core/settings";
export type { LoadSettingsOptions, Settings } from "./core/settings";
export { ToolCall } from "./core/tool-call";
export type { OpenAIToolCall } from "./core/tool-call";
export type { ToolContext } from "./core/tool-context";
export { ToolError, TOOL_ERROR_CODES } from "./core/tool-error";
export type { ToolErrorCode } from "./core/tool-error";
export { CALCULATOR_ERROR_CODES } from "./tools/calculator/calculator-error-codes";
export type { CalculatorErrorCode } from "./tools/calculator/calculator-error-codes";
export { EXCHANGE_RATE_ERROR_CODES } from "./tools/exchange-rate/exchange-rate-error-codes";
export type { ExchangeRateErrorCode } from "./tools/exchange-rate/exchange-rate-error-codes";
export { ToolRegistry } from "./core/tool-registry";
export type { AnyTool } from "./core/tool-registry";
export { ToolResult } from "./core/tool-result";
export type { ToolErrorLike } from "./core/tool-result";
export {
  Account,
  Category,
  createFinanceTools,
  CurrencyCode,
  DateRange,
  DecimalAmount,
  defaultFinanceDatabasePath,
  importTransactionsCsv,
  InMemoryTransactionRepository,
  Money,
  POSTGRES_FINANCE_SCHEMA,
  PostgresTransactionRepository,
  SqliteTransactionRepository,
  Transaction,
  TransactionFilters,
  TransactionSearchResult,
  TransactionSumDirection,
  TransactionSumFilters,
  TransactionSumResult,
} from "./tools/finance/index";
export type {
  CsvColumns,
  CsvImportReport,
  FinanceToolsOptions,
  ImportTransactionsCsvOptions,
  InMemoryTransactionRepositoryOptions,
  PostgresTransactionRepositoryOptions,
  SaveTransactionsReport,
  SqliteTransactionRepositoryOptions,
  TransactionFiltersInput,
  TransactionQueryOptions,
  TransactionRepository,
  TransactionSumFiltersInput,
  TransactionSumOptions,
} from "./tools/finance/index";
export { createMoonPhaseTool, moonPhaseOn, moonPhases } from "./tools/moon-phase/index";
export { MOON_PHASE_YEARS } from "./tools/moon-phase/index";
export type {
  MoonPhaseData,
  MoonPhaseOn,
  MoonPhaseOnOptions,
  MoonPhaseToolOptions,
  PrimaryPhase,
  PrimaryPhaseName,
} from "./tools/moon-phase/index";
export { createNewsTool, NEWS_CATEGORIES } from "./tools/news/index";
export type { NewsCategory, NewsHeadlines, NewsToolOptions } from "./tools/news/index";
export { createStockTool, inferMarketPrefix } from "./tools/stock/index";
export type { MarketPrefix, StockQuote, StockToolOptions } from "./tools/stock/index";
export { DialogueGraph } from "./graph/dialogue-graph";
export { createSqliteCheckpointer } from "./graph/create-sqlite-checkpointer";
export type { SqliteCheckpointerOptions } from "./graph/create-sqlite-checkpointer";
export { MissingPackageError } from "./core/missing-package-error";
export type { TurnOptions } from "./graph/dialogue-graph";
export { InProcessThreadLock } from "./graph/threads/in-process-thread-lock";
export type { InProcessThreadLease } from "./graph/threads/in-process-thread-lock";
export { ThreadBusyError } from "./graph/threads/thread-busy-error";
export type { AcquireThreadOptions, ThreadLease, ThreadLock } from "./graph/threads/thread-lock";
export type { BusyThreadAction, BusyThreadPolicy } from "./graph/threads/busy-thread-policy";
export { estimateTokens } from "./graph/memory/estimate-tokens";
export type { TokenCounter } from "./graph/memory/estimate-tokens";
export type { Summarizer, SummarizerInput } from "./graph/memory/summarizer";
export type { TranscriptEntry, TranscriptSink } from "./graph/memory/transcript-sink";
export type { CheckpointPruner } from "./graph/checkpoints/checkpoint-pruner";
export { pruneMemorySaver } from "./graph/checkpoints/prune-memory-saver";
export { pruneSqliteSaver } from "./graph/checkpoints/prune-sqlite-saver";
export type { SqliteDatabase } from "./graph/checkpoints/prune-sqlite-saver";
export type { DialogueGraphOptions } from "./graph/dialogue-graph-options";
export type { OpenTelemetryOption, OpenTelemetrySpan, OpenTelemetryTracer, SpanAttributes } from "./graph/tracing/open-telemetry-option";
export { ToolCallFailure } from "./graph/tracing/tool-call-failure";
export { tracingWanted, type TracingWantedOptions } from "./graph/tracing/tracing-wanted";
export type { DialogueEvent } from "./graph/dialogue-event";
export type { Awaiting, ModelCallRecord, ToolCallRecord, ToolResultRecord, TurnRecord } from "./graph/turn-record";
export type { ConfirmationAnswer, ConfirmationRequest } from "./graph/nodes/await-confirmation";
export { readConfirmation } from "./language/read-confirmation";
export type { FailedModelRecord, ModelErrorRecord } from "./graph/turn-record";
export type { ModelErrorEvent } from "./graph/model-call-policy";
export { DEFAULT_PROMPTS } from "./graph/prompts";
export type { DialoguePrompts, PromptText } from "./graph/prompts";
export { SentenceSplitter } from "./graph/sentence-splitter";
export { createChatModel } from "./core/create-chat-model";
export { createDefaultRegistry } from "./tools/create-default-registry";
export type { DefaultRegistryOptions } from "./tools/create-default-registry";
export { routeLocally } from "./routing/route-locally";
export type { LocalRoute, RouteLocallyOptions } from "./routing/route-locally";
export { DATE_WORD_PATTERN, PERIOD_WORD_PATTERN, resolveDate, resolvePeriod } from "./language/date-words";
export type { RelativeDateOptions } from "./language/date-words";
export { normalizeText } from "./language/normalize-text";
export { NUMBER_PATTERN, parseNumber } from "./language/number-words";
export { resolveTime, TIME_PATTERN } from "./language/time-of-day";
export { createExchangeRateTool, CURRENCY_ALIASES, resolveCurrency } from "./tools/exchange-rate/index";
export type { ExchangeRateData, ExchangeRateToolOptions } from "./tools/exchange-rate/index";
export { createWikipediaTool } from "./tools/wikipedia/index";
export type { WikiLanguage, WikipediaData, WikipediaToolOptions } from "./tools/wikipedia/index";
export { createDatetimeTool } from "./tools/datetime/index";
export type { DatetimeData, DatetimeToolOptions } from "./tools/datetime/index";
export { createCalculatorTool, computeExpression, evaluateExpression } from "./tools/calculator/index";
export type { CalculatorData, CalculatorToolOptions } from "./tools/calculator/index";
export { createWeatherTool } from "./tools/weather/index";
export type { CurrentWeather, DailyForecast, WeatherReport, WeatherToolOptions } from "./tools/weather/index";
export {
  alarmFamily,
  AlarmScheduler,
  createAlarmStore,
  createAlarmTools,
  createDeleteAlarmTool,
  createListAlarmsTool,
  createSetAlarmTool,
} from "./tools/alarms/index";
export type {
  Alarm,
  AlarmData,
  AlarmEvent,
  AlarmFile,
  AlarmListData,
  AlarmSchedulerOptions,
  AlarmStoreOptions,
  AlarmToolsOptions,
  DeletedAlarmsData,
  TimerEvent,
} from "./tools/alarms/index";
export {
  createAddMemoTool,
  createDeleteMemoTool,
  createListMemosTool,
  createMemoStore,
  createMemoTools,
  memoFamily,
} from "./tools/memos/index";
export type { DeletedMemosData, Memo, MemoData, MemoFile, MemoListData, MemoStoreOptions, MemoToolsOptions } from "./tools/memos/index";
export {
  createCancelTimerTool,
  createListTimersTool,
  createSetTimerTool,
  createTimerStore,
  createTimerTools,
  timerFamily,
} from "./tools/timers/index";
export type { CancelledTimersData, Timer, TimerData, TimerListData, TimerToolsOptions } from "./tools/timers/index";
export {
  createDeleteRecordsTool,
  createListRecordsTool,
  createRecordStore,
  deleteManyTemplates,
  formatDeletedRecords,
  formatRecordList,
  RecordScheduler,
  ringable,
} from "./records/index";
export type {
  DeleteManyTemplateWords,
  DeleteRecordsToolOptions,
  ListRecordsToolOptions,
  RecordFamily,
  RecordNouns,
  RecordSelection,
  RecordStoreOptions,
  RecordToolsOptions,
  RingSchedule,
} from "./records/index";
export { FileLockTimeoutError, JsonFileStore, JsonRecordStore, StorageError, userFilePath } from "./storage/index";
export type {
  AcrossUsersOptions,
  ClaimedRecord,
  CorruptFileReport,
  IdGenerator,
  JsonFileStoreOptions,
  JsonRecordStoreOptions,
  RecordCallOptions,
  RecordChange,
  RecordFile,
  RecordKind,
  RecordStore,
  RecordStoreFactory,
  StorageProblem,
  StoreChange,
  StoreOutcome,
  StoredRecord,
} from "./storage/index";
export { inTransaction } from "./storage/sql-pool";
export { PostgresRecordStore, postgresRecordStores } from "./storage/postgres-record-store";
export type { PostgresRecordStoreOptions } from "./storage/postgres-record-store";
export { POSTGRES_RECORDS_SCHEMA } from "./storage/postgres-records-schema";
export type { SqlClient, SqlPool, SqlQueryable, SqlResult } from "./storage/sql-pool";
export { createSpaceNewsTool } from "./tools/space-news/index";
export type { SpaceArticle, SpaceNewsData, SpaceNewsToolOptions } from "./tools/space-news/index";
export { connectMcp, serveMcp } from "./mcp/index";
export type {
  ConnectMcpOptions,
  McpConnection,
  McpHttpServerConfig,
  McpServerConfig,
  McpServing,
  McpStdioServerConfig,
  McpTool,
  McpToolData,
  ServeMcpOptions,
} from "./mcp/index";
