import type { FormatContext } from "../core/base-tool";
import { localize } from "../core/localize";
import type { RecordStore, StoredRecord } from "../storage/record-store";
import { removeVerb, type RecordFamily } from "./record-family";
import type { RecordSelection } from "./record-selection";
import { selectRecords } from "./select-records";

/**
 * How many records a delete would remove, counted on the user's stored records: the ones its
 * selection names (a miss removes nothing: the call fails and deletes nothing). Records that cannot
 * be read are counted from the selection itself (`all`: two or more, so it is asked about).
 */
export async function recordsSelected<Item extends StoredRecord>(
  family: RecordFamily<Item>,
  store: RecordStore<Item>,
  selection: RecordSelection,
  context: FormatContext,
): Promise<number> {
  const read = await store.read({ userId: context.userId }).catch(() => undefined);
  if (!read) return selection.all ? 2 : Math.max(1, selection.ids?.length ?? 1);
  const selected = selectRecords(family, read.value, selection, context);
  return selected.ok ? selected.items.length : 0;
}

/**
 * The question asked before deletes run, for one call or several together, counted on what is
 * stored: 「要刪除全部 3 個鬧鐘嗎？」, 「要刪除 1、2、3 號這 3 個鬧鐘嗎？」, 「要刪除 2 號鬧鐘（明天早上7點）嗎？」
 * ('Delete all 3 alarms?', 'Delete alarms number 1, 2 and 3?', 'Delete alarm number 2 (7:00 AM tomorrow)?').
 * Null when the deletes would remove nothing (they fail and say so).
 */
export async function deletionQuestion<Item extends StoredRecord>(
  family: RecordFamily<Item>,
  store: RecordStore<Item>,
  selections: readonly RecordSelection[],
  context: FormatContext,
): Promise<string | null> {
  const { nouns } = family;
  const verb = removeVerb(nouns);
  const capital = `${verb.en.charAt(0).toUpperCase()}${verb.en.slice(1)}`;
  const all = selections.some((selection) => selection.all);
  const read = await store.read({ userId: context.userId }).catch(() => undefined);
  // The records could not be counted: still ask (a busy store may be free when the call runs).
  if (!read)
    return localize(context.locale, {
      zh: `要${verb.zh}${all ? "全部" : "這些"}${nouns.zh}嗎？`,
      en: `${capital} ${all ? "all your" : "these"} ${nouns.enPlural}?`,
    });
  const items: Item[] = [];
  for (const selection of selections) {
    const selected = selectRecords(family, read.value, selection, context);
    if (selected.ok) items.push(...selected.items.filter((item) => !items.includes(item)));
  }
  if (items.length === 0) return null;
  // Read out in number order, however the calls came: 「1、2、3 號」.
  items.sort((a, b) => (Number.isNaN(Number(a.id)) || Number.isNaN(Number(b.id)) ? 0 : Number(a.id) - Number(b.id)));
  const count = items.length;
  const ids = items.map((item) => item.id);
  if (all) {
    return localize(context.locale, {
      zh: count === 1 ? `要${verb.zh}你唯一的${nouns.zh}（${ids[0]} 號）嗎？` : `要${verb.zh}全部 ${count} ${nouns.counter}${nouns.zh}嗎？`,
      en: count === 1 ? `${capital} your only ${nouns.en}, number ${ids[0]}?` : `${capital} all ${count} ${nouns.enPlural}?`,
    });
  }
  if (count === 1) {
    const described = family.describe(items[0], context);
    return localize(context.locale, {
      zh: `要${verb.zh} ${ids[0]} 號${nouns.zh}（${described}）嗎？`,
      en: `${capital} ${nouns.en} number ${ids[0]} (${described})?`,
    });
  }
  return localize(context.locale, {
    zh: `要${verb.zh} ${ids.join("、")} 號這 ${count} ${nouns.counter}${nouns.zh}嗎？`,
    en: `${capital} ${nouns.enPlural} number ${ids.slice(0, -1).join(", ")} and ${ids.at(-1)}?`,
  });
}
