import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { loadSettings } from "../../src/index";
import { runServe } from "../../src/server/run-serve";
import { ScriptedModelServer } from "../../src/testing";

/** Debian's Chromium (`apt-get install chromium fonts-noto-cjk`; .ci/run installs it when missing). */
export const CHROMIUM = "/usr/bin/chromium";

/** Where the tests keep screenshots of the page's main states (git-ignored). */
export const ARTIFACTS = fileURLToPath(new URL("../../test-artifacts", import.meta.url));

/**
 * `describe` for tests that drive a real browser. Without /usr/bin/chromium the block is skipped
 * with a loud warning — except in CI (`CI` set), where it runs and fails: CI must test the page.
 */
export function describeWithBrowser(name: string, body: () => void): void {
  if (!existsSync(CHROMIUM) && !process.env.CI) {
    console.warn(`\n*** SKIPPED "${name}": no ${CHROMIUM} (apt-get install -y chromium fonts-noto-cjk). CI installs and runs it. ***\n`);
    describe.skip(name, body);
    return;
  }
  describe(name, body);
}

/**
 * Headless Chromium, as a user's browser runs the page: no sandbox (root in CI), nothing fetched
 * behind the test's back. Playwright gives each launch a fresh profile (--user-data-dir).
 */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

const quiet = { stdout: { write: () => true }, stderr: { write: () => true } };

/**
 * `dialogue-graph serve` in this process, as the command builds it (every built-in tool, alarms
 * and timers ringing to `GET /v1/events`, data in a fresh folder), its model the scripted server;
 * `env` adds to its environment.
 */
export async function startServe({ tokens, env = {} }: { tokens?: string; env?: Record<string, string> } = {}) {
  const model = await ScriptedModelServer.start();
  const dataDir = mkdtempSync(join(tmpdir(), "page-serve-"));
  const settings = loadSettings({
    env: {
      OPENAI_BASE_URL: model.url,
      OPENAI_API_KEY: "test-key",
      OPENAI_MODEL: "scripted-model",
      DIALOGUE_GRAPH_DATA_DIR: dataDir,
      ...(tokens === undefined ? {} : { DIALOGUE_GRAPH_TOKENS: tokens }),
      ...env,
    },
    envFile: false,
  });
  const serve = await runServe({ settings, port: 0, host: "127.0.0.1", quiet: true }, quiet);
  return {
    model,
    url: serve.server.url,
    async close() {
      await serve.close();
      await model.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
