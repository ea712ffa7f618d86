import type { SlotType } from "../../language/templates/slot-type";
import { resolveTimeZone } from "./resolve-time-zone";

// 「美國紐約」「日本東京」: a country said before its city.
const COUNTRY = /^(?:美國|日本|英國|法國|德國|中國|大陸|台灣|韓國|南韓|泰國|澳洲|澳大利亞|加拿大|義大利|意大利|西班牙)(?=.{2})/u;
// A place's name: two to six Chinese characters, or Latin letters, spaces and dots (New York, St. Louis).
const NAME = /^(?:\p{Script=Han}{2,6}|[a-z .]+)$/iu;

/**
 * `{time_zone:time_zone}`: a place people ask the time of (東京, 美國紐約, London, nyc), as its IANA
 * zone ("Asia/Tokyo"); anything `resolveTimeZone` does not know (火星, 那邊, the morning) is declined.
 */
export const TIME_ZONE_SLOT: SlotType = { name: "time_zone", accept: zoneOf };

// A template tries many texts for the place (紐, 紐約, 紐約那…), and luxon's check of a zone name
// is slow: each text is looked up once.
const known = new Map<string, string | null>();

function zoneOf(text: string): string | null {
  let zone = known.get(text);
  if (zone === undefined) {
    zone = NAME.test(text) ? (resolveTimeZone(text) ?? resolveTimeZone(text.replace(COUNTRY, "")) ?? null) : null;
    if (known.size >= 5_000) known.clear();
    known.set(text, zone);
  }
  return zone;
}
