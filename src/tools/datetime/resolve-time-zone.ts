import { IANAZone } from "luxon";
import { toTraditional } from "../../core/chinese-script";

/** A place people name when they ask for the time, with its IANA zone. */
interface Place {
  zone: string;
  zh: string;
  en: string;
  names: readonly string[];
}

const PLACES: readonly Place[] = [
  { zone: "Asia/Taipei", zh: "台北", en: "Taipei", names: ["台北", "臺北", "台灣", "臺灣", "taipei", "taiwan"] },
  { zone: "Asia/Tokyo", zh: "東京", en: "Tokyo", names: ["東京", "日本", "tokyo", "japan"] },
  { zone: "Asia/Shanghai", zh: "北京", en: "Beijing", names: ["北京", "上海", "中國", "大陸", "beijing", "shanghai", "china"] },
  { zone: "Asia/Hong_Kong", zh: "香港", en: "Hong Kong", names: ["香港", "hong kong"] },
  { zone: "Asia/Singapore", zh: "新加坡", en: "Singapore", names: ["新加坡", "singapore", "sg"] },
  { zone: "Asia/Seoul", zh: "首爾", en: "Seoul", names: ["首爾", "韓國", "seoul", "korea"] },
  { zone: "Asia/Bangkok", zh: "曼谷", en: "Bangkok", names: ["曼谷", "泰國", "bangkok", "thailand"] },
  { zone: "Europe/London", zh: "倫敦", en: "London", names: ["倫敦", "英國", "london", "uk"] },
  { zone: "Europe/Paris", zh: "巴黎", en: "Paris", names: ["巴黎", "法國", "paris", "france"] },
  { zone: "Europe/Berlin", zh: "柏林", en: "Berlin", names: ["柏林", "德國", "berlin", "germany"] },
  { zone: "America/New_York", zh: "紐約", en: "New York", names: ["紐約", "new york", "new york city", "nyc"] },
  { zone: "America/Los_Angeles", zh: "洛杉磯", en: "Los Angeles", names: ["洛杉磯", "舊金山", "los angeles", "san francisco", "la", "sf"] },
  {
    zone: "Asia/Kolkata",
    zh: "印度",
    en: "India",
    names: [
      "印度",
      "新德里",
      "孟買",
      "班加羅爾",
      "india",
      "new delhi",
      "delhi",
      "mumbai",
      "bombay",
      "bangalore",
      "bengaluru",
      "chennai",
      "madras",
      "kolkata",
      "calcutta",
      "pune",
    ],
  },
  { zone: "Asia/Dubai", zh: "杜拜", en: "Dubai", names: ["杜拜", "迪拜", "dubai"] },
  {
    zone: "Asia/Manila",
    zh: "馬尼拉",
    en: "Manila",
    names: ["馬尼拉", "菲律賓", "宿霧", "manila", "philippines", "cebu", "davao", "quezon city", "makati"],
  },
  { zone: "Asia/Ho_Chi_Minh", zh: "越南", en: "Vietnam", names: ["越南", "河內", "胡志明市", "vietnam", "hanoi", "ho chi minh city"] },
  { zone: "Asia/Kuala_Lumpur", zh: "吉隆坡", en: "Kuala Lumpur", names: ["吉隆坡", "馬來西亞", "kuala lumpur", "kl", "malaysia"] },
  { zone: "Asia/Jakarta", zh: "雅加達", en: "Jakarta", names: ["雅加達", "印尼", "jakarta", "indonesia"] },
  { zone: "Europe/Moscow", zh: "莫斯科", en: "Moscow", names: ["莫斯科", "俄羅斯", "moscow", "russia"] },
  { zone: "America/Chicago", zh: "芝加哥", en: "Chicago", names: ["芝加哥", "chicago"] },
  { zone: "America/Toronto", zh: "多倫多", en: "Toronto", names: ["多倫多", "toronto"] },
  { zone: "America/Vancouver", zh: "溫哥華", en: "Vancouver", names: ["溫哥華", "vancouver"] },
  { zone: "Australia/Sydney", zh: "雪梨", en: "Sydney", names: ["雪梨", "悉尼", "sydney"] },
  { zone: "UTC", zh: "世界協調時間", en: "UTC", names: ["utc", "gmt", "世界時間", "格林威治"] },
];

/**
 * The IANA zone for a zone name or a place people ask about: "Asia/Tokyo" stays, 「東京」 → "Asia/Tokyo",
 * 「纽约」 → "America/New_York", "london" → "Europe/London". Unknown → undefined.
 */
export function resolveTimeZone(text: string): string | undefined {
  const trimmed = text.trim();
  const name = toTraditional(trimmed)
    .toLowerCase()
    .replace(/(?:的)?(?:時間|時區|市)$/, "")
    .trim();
  // A place first: "Singapore" and "Japan" are old IANA names too, kept as links to Asia/Singapore and Asia/Tokyo.
  const place = PLACES.find((candidate) => candidate.names.includes(name))?.zone;
  if (place !== undefined) return place;
  return IANAZone.isValidZone(trimmed) ? trimmed : undefined;
}

/** How a zone is named in a sentence: 「東京」 / "Tokyo", or the IANA name when it has no common name. */
export function describeTimeZone(zone: string, language: "zh" | "en"): string {
  const place = PLACES.find((candidate) => candidate.zone === zone);
  return place ? place[language] : zone;
}

// Zones whose places are one city, so the time there names the city (Asia/Shanghai is Beijing and
// Shanghai; Asia/Kolkata is all of India).
const ONE_CITY = new Set([
  "Asia/Taipei",
  "Asia/Tokyo",
  "Asia/Hong_Kong",
  "Asia/Singapore",
  "Asia/Seoul",
  "Asia/Bangkok",
  "Europe/London",
  "Europe/Paris",
  "Europe/Berlin",
  "America/New_York",
  "Asia/Dubai",
  "Asia/Kuala_Lumpur",
  "Asia/Jakarta",
  "Europe/Moscow",
  "America/Chicago",
  "America/Toronto",
  "America/Vancouver",
  "Australia/Sydney",
]);

/** The city a zone stands for, when it stands for one (「東京」 / "Tokyo" for Asia/Tokyo); undefined otherwise. */
export function cityOfTimeZone(zone: string, language: "zh" | "en"): string | undefined {
  return ONE_CITY.has(zone) ? describeTimeZone(zone, language) : undefined;
}
