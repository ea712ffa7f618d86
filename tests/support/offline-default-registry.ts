import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSettings, type Settings } from "../../src/core/settings";
import type { ToolRegistry } from "../../src/core/tool-registry";
import { createDefaultRegistry } from "../../src/tools/create-default-registry";
import { InMemoryTransactionRepository } from "../../src/tools/finance/repository/in-memory-transaction-repository";

// Every network tool points at a closed port: a lookup fails at once, and no turn waits on the internet.
const NOWHERE = "http://127.0.0.1:9";

/**
 * Every built-in tool with its files in `folder` and its network sources nowhere, and the settings
 * it was made with (the data folder, nothing from the environment or a `.env`): what a user of
 * `createDefaultRegistry` gets on a machine with no connection. Shared by tests, benches and the evals.
 */
export function offlineToolsIn(folder: string): { settings: Settings; registry: ToolRegistry } {
  const settings = loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: folder }, envFile: false });
  const registry = createDefaultRegistry({
    settings,
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
  return { settings, registry };
}

/** {@link offlineToolsIn} a fresh temporary folder: the registry alone. */
export function offlineDefaultRegistry(): ToolRegistry {
  return offlineToolsIn(mkdtempSync(join(tmpdir(), "offline-registry-"))).registry;
}
