import type { ToolDialogue } from "../../core/tool-dialogue";
import { resolveTimeZone } from "./resolve-time-zone";

/** get_datetime in a conversation: 「那東京呢」 'what about in New York' ask the time somewhere else. */
export const datetimeDialogue: ToolDialogue = {
  followUp: (fragment, last) => {
    // 「那東京現在幾點呢」「紐約的時間呢」: the place may come with the question's own words.
    const place = fragment.replace(/^the\s+/i, "").replace(/(?:的)?(?:現在)?(?:幾點|時間)$/u, "");
    const zone = resolveTimeZone(place);
    return zone === undefined ? null : { ...last.args, time_zone: zone };
  },
};
