import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSettings } from "../../src/core/settings";
import type { ToolRegistry } from "../../src/core/tool-registry";
import { createDefaultRegistry } from "../../src/tools/create-default-registry";
import { InMemoryTransactionRepository } from "../../src/tools/finance/repository/in-memory-transaction-repository";

// Every network tool points at a closed port: a lookup fails at once, and no turn waits on the internet.
const NOWHERE = "http://127.0.0.1:9";

/** Every built-in tool, its files in a temporary folder and its network sources nowhere. */
export function offlineRegistry(): ToolRegistry {
  const folder = mkdtempSync(join(tmpdir(), "tool-budget-bench-"));
  return createDefaultRegistry({
    settings: loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: folder }, envFile: false }),
    alarms: { filePath: join(folder, "alarms.json") },
    memos: { filePath: join(folder, "memos.json") },
    finance: { repository: new InMemoryTransactionRepository() },
    exchangeRate: { frankfurterBaseUrl: NOWHERE, openErApiBaseUrl: NOWHERE, retries: 0 },
    weather: { geocodingBaseUrl: NOWHERE, forecastBaseUrl: NOWHERE, retries: 0 },
    news: { vvhanBaseUrl: NOWHERE, sixtySecondsBaseUrl: NOWHERE, retries: 0 },
    stock: { tencentBaseUrl: NOWHERE, sinaBaseUrl: NOWHERE, retries: 0 },
    wikipedia: { baseUrls: { zh: NOWHERE, en: NOWHERE }, retries: 0 },
    moonPhase: { baseUrl: NOWHERE },
    spaceNews: { baseUrl: NOWHERE, retries: 0 },
  });
}
