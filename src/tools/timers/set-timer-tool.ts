import { z } from "zod";
import { defineTool } from "../../core/define-tool";
import { ToolResult } from "../../core/tool-result";
import { runRecordCall } from "../../records/run-record-call";
import { addRecord } from "../../storage/record-file";
import { createTimerStore } from "./create-timer-store";
import { pausedTimerRequestPhrases } from "./paused-timer-request-phrases";
import { setTimerPhrases } from "./phrases";
import { setTimerDialogue } from "./timer-dialogue";
import { readDuration } from "./read-duration";
import type { Timer } from "./timer";
import { timerFamily } from "./timer-family";
import { formatSetTimer, type TimerData } from "./timer-formatter";
import type { TimerToolsOptions } from "./timer-tools-options";

/** The longest timer: a day. Anything longer is an alarm at a time. */
const MAX_SECONDS = 24 * 3600;

const parameters = z.object({
  seconds: z.number().int().min(1).max(MAX_SECONDS).describe("How long the timer runs, in seconds (10 minutes = 600)."),
  name: z
    .string()
    .trim()
    .max(100)
    .default("")
    .describe("What the timer is for, in the user's words (e.g. 義大利麵, pizza); empty when none was said."),
});

// 「義大利麵計時器」「pizza timer」: the word timer is not part of the name.
const timerWord = /\s*(?:的)?(?:計時器|计时器|計時|倒數計時|timer)$/iu;

/** Loose arguments to the schema's form: `seconds` from words (「十分鐘」, "5 minutes") or `minutes`/`hours`; the name without 「計時器」. */
function normalizeTimerArgs(args: Record<string, unknown>): Record<string, unknown> {
  const { minutes, hours, ...rest } = args;
  let { seconds } = rest;
  if (typeof seconds === "string") seconds = readDuration(seconds) ?? seconds;
  if (seconds === undefined && (typeof minutes === "number" || typeof hours === "number")) {
    seconds = Math.round(((typeof hours === "number" ? hours : 0) * 60 + (typeof minutes === "number" ? minutes : 0)) * 60);
  }
  if (typeof seconds === "number" && !Number.isInteger(seconds) && Number.isFinite(seconds)) seconds = Math.round(seconds);
  const name = typeof rest.name === "string" ? rest.name.trim().replace(timerWord, "") : rest.name;
  return { ...rest, seconds, ...(name === undefined ? {} : { name }) };
}

/**
 * The `set_timer` tool: starts a countdown of `seconds` (optionally named, 「義大利麵」), kept in the
 * user's timers so that the `AlarmScheduler` rings it when it ends.
 *
 * @example
 * ```ts
 * const setTimer = createSetTimerTool({ filePath: "/data/timers.json" });
 * ```
 */
export function createSetTimerTool(options: TimerToolsOptions = {}) {
  const { scheduler, store = scheduler?.timerStore ?? createTimerStore(options), createId } = options;
  return defineTool({
    name: "set_timer",
    description:
      "Start a countdown timer (計時十分鐘, 倒數三十秒, set a timer for 5 minutes), optionally named (義大利麵計時器). For a reminder at a clock time use set_alarm.",
    parameters,
    phrases: [...setTimerPhrases, ...pausedTimerRequestPhrases],
    dialogue: setTimerDialogue,
    normalize: normalizeTimerArgs,
    format: formatSetTimer,
    execute: ({ seconds, name }, { now, locale, userId, signal }) =>
      runRecordCall(timerFamily, locale, async (): Promise<ToolResult<TimerData>> => {
        const endsAt = new Date(now.getTime() + seconds * 1000).toISOString();
        const { value: timer, recovered } = await store.update(
          (file) => {
            const added = addRecord(
              file,
              (id): Timer => ({ id, name, seconds, started_at: now.toISOString(), ends_at: endsAt, fired: false }),
              createId,
            );
            return { data: added.file, result: added.item };
          },
          { userId, signal },
        );
        await scheduler?.refresh();
        return ToolResult.ok({ timer, recovered });
      }),
  });
}
