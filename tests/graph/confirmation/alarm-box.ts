import { z } from "zod";
import { ToolRegistry, ToolResult, defineTool } from "../../../src/index";

/**
 * A small alarm box for the confirmation tests: deleting one alarm runs at once; deleting several
 * or all asks first (the shape of the built-in delete_alarm's confirmation). Its list is the
 * "stored rows" the tests look at.
 */
export function alarmBox(initial = ["07:00", "08:30", "22:00"]) {
  const alarms = [...initial];
  const deleteAlarm = defineTool({
    name: "delete_alarm",
    description: "Deletes alarms by number, or all of them.",
    parameters: z.object({ ids: z.array(z.number().int().min(1)).optional(), all: z.boolean().optional() }),
    confirm: ({ ids, all }, { locale }) => {
      if (all) return locale === "en" ? `Delete all ${alarms.length} alarms?` : `要刪除全部 ${alarms.length} 個鬧鐘嗎？`;
      return (ids?.length ?? 0) > 1 ? `要刪除這 ${ids!.length} 個鬧鐘嗎？` : null;
    },
    execute: async ({ ids, all }) => {
      const removed = all ? alarms.splice(0) : (ids ?? []).sort((a, b) => b - a).flatMap((id) => alarms.splice(id - 1, 1));
      return ToolResult.ok({ removed });
    },
    format: ({ data }) => `已刪除 ${(data as { removed: string[] }).removed.length} 個鬧鐘。`,
    phrases: [
      { pattern: /^(?:刪除|刪掉)全部(?:的)?鬧鐘$/, toArgs: () => ({ all: true }) },
      { pattern: /^刪除第(?<id>\d)個鬧鐘$/, toArgs: (match) => ({ ids: [Number(match.groups!.id)] }) },
    ],
  });
  const listAlarms = defineTool({
    name: "list_alarms",
    description: "Lists the alarms.",
    parameters: z.object({}),
    execute: async () => ToolResult.ok({ alarms: [...alarms] }),
    format: ({ data }) => `你有 ${(data as { alarms: string[] }).alarms.length} 個鬧鐘。`,
    phrases: [{ pattern: /^我有幾個鬧鐘$/ }],
  });
  return { alarms, registry: new ToolRegistry([deleteAlarm, listAlarms]) };
}
