import type { FormatContext } from "../core/base-tool";
import { localize } from "../core/localize";
import { ToolError } from "../core/tool-error";
import type { RecordFile } from "../storage/record-file";
import type { StoredRecord } from "../storage/record-store";
import { currentRecords, removeVerb, type RecordFamily } from "./record-family";
import type { RecordSelection } from "./record-selection";

/** The records a selection names, or the error to answer with (nothing is deleted then). */
export type SelectedRecords<Item> = { ok: true; items: Item[]; all: boolean } | { ok: false; error: ToolError };

const folded = (text: string) => text.normalize("NFKC").toLowerCase().replace(/\s+/g, "");

/** The list of current ids, said after a miss: 「目前的鬧鐘是 1、3 號。」 */
export function sayCurrentIds<Item extends StoredRecord>(
  family: RecordFamily<Item>,
  current: readonly Item[],
  context: FormatContext,
): string {
  const ids = current.map((item) => item.id);
  const { nouns } = family;
  return localize(context.locale, {
    zh: ids.length ? `目前的${nouns.zh}是 ${ids.join("、")} 號。` : nouns.none.zh,
    en: ids.length ? `Your ${nouns.enPlural} are number ${ids.join(", ")}.` : nouns.none.en,
  });
}

function find<Item extends StoredRecord>(
  family: RecordFamily<Item>,
  file: RecordFile<Item>,
  current: Item[],
  id: string,
): Item | undefined {
  const byId = file.items.find((item) => item.id === id);
  if (byId || !family.nameOf) return byId;
  const named = current.filter((item) => folded(family.nameOf!(item)) === folded(id));
  return named.length === 1 ? named[0] : undefined;
}

/**
 * Picks the records a delete names from one user's file: `all` → every current record; ids →
 * those records (an id may be a name when the family has names), or `NOT_FOUND` naming the
 * missing one and the ids there are; nothing → the only current record, or a question which one.
 */
export function selectRecords<Item extends StoredRecord>(
  family: RecordFamily<Item>,
  file: RecordFile<Item>,
  selection: RecordSelection,
  context: FormatContext,
): SelectedRecords<Item> {
  const current = currentRecords(family, file.items, context);
  const { nouns } = family;
  const verb = removeVerb(nouns);
  if (selection.all) return { ok: true, items: current, all: true };
  const ids = selection.ids ?? (selection.id === undefined ? [] : [selection.id]);
  if (ids.length === 0) {
    if (current.length === 1) return { ok: true, items: current, all: false };
    const message =
      current.length === 0
        ? localize(context.locale, nouns.none)
        : localize(context.locale, {
            zh: `你有 ${current.length} ${nouns.counter}${nouns.zh}，要${verb.zh}幾號？${sayCurrentIds(family, current, context)}`,
            en: `You have ${current.length} ${nouns.enPlural}; which number should I ${verb.en}? ${sayCurrentIds(family, current, { ...context, locale: "en" })}`,
          });
    return {
      ok: false,
      error: new ToolError(current.length === 0 ? "NOT_FOUND" : "VALIDATION_ERROR", message, { existing: current.map((item) => item.id) }),
    };
  }
  const items: Item[] = [];
  for (const id of ids) {
    const item = find(family, file, current, id);
    if (!item) {
      const message = localize(context.locale, {
        zh: `找不到 ${id} 號${nouns.zh}。${sayCurrentIds(family, current, context)}`,
        en: `There is no ${nouns.en} number ${id}. ${sayCurrentIds(family, current, { ...context, locale: "en" })}`,
      });
      return { ok: false, error: new ToolError("NOT_FOUND", message, { id, existing: current.map((record) => record.id) }) };
    }
    if (!items.includes(item)) items.push(item);
  }
  return { ok: true, items, all: false };
}
