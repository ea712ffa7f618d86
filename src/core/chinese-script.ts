import * as OpenCC from "opencc-js";
import type { DictGroup, DictLike } from "opencc-js";
import { openccConverter, type ConversionConfig } from "./opencc-conversion";

type Convert = (text: string) => string;

let toTraditionalConverter: Convert | undefined;
let toSimplifiedConverter: Convert | undefined;
let toHongKongConverter: Convert | undefined;
let toMainlandConverter: Convert | undefined;

// What OpenCC.Converter({ from: "cn", to: "tw" }), ({ from: "tw", to: "cn" }) and ({ from: "twp", to: "cn" }) use.
function presetConversion(name: "s2tw" | "tw2s" | "tw2sp"): ConversionConfig {
  const config = (OpenCC.Locale.configs as Record<string, ConversionConfig | undefined>)[name];
  if (config === undefined) throw new Error(`opencc-js has no ${name} conversion`);
  return config;
}

// Built on first use: a process that never meets Chinese text does not pay for the dictionaries.
function traditionalConverter(): Convert {
  toTraditionalConverter ??= openccConverter(presetConversion("s2tw"));
  return toTraditionalConverter;
}

function simplifiedConverter(): Convert {
  toSimplifiedConverter ??= openccConverter(presetConversion("tw2s"));
  return toSimplifiedConverter;
}

function hongKongConverter(): Convert {
  // Taiwan to Hong Kong has small tables (about 10 ms to load), so opencc-js's own converter serves.
  toHongKongConverter ??= OpenCC.Converter({ from: "tw", to: "hk" });
  return toHongKongConverter;
}

/**
 * Converts Traditional Chinese as Taiwan writes it to the characters Hong Kong writes (OpenCC's
 * Taiwan-to-standard then standard-to-Hong-Kong tables): 裡面 → 裏面, 線上 → 綫上.
 */
export function toHongKong(text: string): string {
  return hongKongConverter()(toTraditional(text));
}

// Taiwan words OpenCC's phrase list leaves as they are, in mainland words (still Traditional:
// the next stage simplifies them): 預設 → 默認 → 默认, 帳號 → 賬號 → 账号.
const mainlandWords: DictLike = [
  ["帳號", "賬號"],
  ["帳戶", "賬戶"],
  ["預設", "默認"],
];

function mainlandConverter(): Convert {
  if (toMainlandConverter === undefined) {
    const { normalizationChain, segmentation, conversionChain } = presetConversion("tw2sp");
    const [taiwanWords, ...rest] = conversionChain;
    toMainlandConverter = openccConverter({
      ...(normalizationChain === undefined ? {} : { normalizationChain }),
      segmentation: [mainlandWords, ...(isGroup(segmentation) ? segmentation : [segmentation as DictLike])],
      conversionChain: [[mainlandWords, ...(taiwanWords ?? [])], ...rest],
    });
  }
  return toMainlandConverter;
}

// A group of dictionaries rather than one dictionary given as pairs.
function isGroup(value: DictLike | DictGroup): value is DictGroup {
  return Array.isArray(value) && value.every((item) => typeof item === "string" || Array.isArray(item[0]));
}

/** Converts Simplified (or mixed) Chinese to Traditional with Taiwan characters: 人民币 → 人民幣. */
export function toTraditional(text: string): string {
  return traditionalConverter()(text);
}

/** Converts Traditional Chinese to Simplified, character by character: 人民幣 → 人民币. */
export function toSimplified(text: string): string {
  return simplifiedConverter()(text);
}

/**
 * Converts Traditional Chinese to Simplified in mainland words, for replies to a Simplified
 * Chinese user: 請檢查網路連線 → 请检查网络连接, 設定 → 设置, 資訊 → 信息, 軟體 → 软件, 影片 → 视频,
 * 檔案 → 文件, 預設 → 默认 (OpenCC's Taiwan → mainland phrases). Text already Simplified keeps its
 * characters. Use {@link toSimplified} to compare or look up words, where only characters matter.
 */
export function toMainlandSimplified(text: string): string {
  return mainlandConverter()(text);
}

const hanPattern = /\p{Script=Han}/u;

/** True when the text has Chinese characters. */
export function hasHan(text: string): boolean {
  return hanPattern.test(text);
}

// Characters OpenCC changes that are not a sign of Simplified writing: Taiwan writes 台 and 臺 alike.
const variantsOfBothScripts = new Set(["台"]);

function changedCharacters(text: string, converted: string, ignore: ReadonlySet<string> = new Set()): number {
  const original = Array.from(text);
  const after = Array.from(converted);
  if (original.length !== after.length) return text === converted ? 0 : 1;
  return original.filter((character, index) => character !== after[index] && !ignore.has(character)).length;
}

/**
 * True when the text is written in Simplified Chinese: more of its characters are Simplified-only
 * (人民币, 汇率) than Traditional-only (人民幣, 匯率). Text such as 「你好」 or 「台北」 reads the same in
 * both scripts and is not Simplified.
 */
export function isSimplified(text: string): boolean {
  if (!hasHan(text)) return false;
  const simplifiedOnly = changedCharacters(text, toTraditional(text), variantsOfBothScripts);
  const traditionalOnly = changedCharacters(text, toSimplified(text));
  return simplifiedOnly > traditionalOnly;
}
