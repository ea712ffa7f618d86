import { toTraditional } from "../../core/chinese-script";
import { parseNumber } from "../../language/number-words";

/**
 * Chinese space words and their English search terms: the Spaceflight News API only has English
 * articles. An empty term marks a word that carries no meaning for the search (探測, 新聞).
 */
export const SPACE_GLOSSARY: Readonly<Record<string, string>> = {
  火星: "Mars",
  月球: "Moon",
  月亮: "Moon",
  登月: "Moon landing",
  太陽: "Sun",
  水星: "Mercury",
  金星: "Venus",
  地球: "Earth",
  木星: "Jupiter",
  土星: "Saturn",
  天王星: "Uranus",
  海王星: "Neptune",
  冥王星: "Pluto",
  小行星: "asteroid",
  彗星: "comet",
  隕石: "meteorite",
  流星: "meteor",
  黑洞: "black hole",
  銀河: "galaxy",
  星系: "galaxy",
  系外行星: "exoplanet",
  太空站: "space station",
  國際太空站: "ISS",
  空間站: "space station",
  國際空間站: "ISS",
  宇航員: "astronaut",
  太空船: "spacecraft",
  飛船: "spacecraft",
  天宮: "Tiangong",
  太空人: "astronaut",
  航天員: "astronaut",
  太空漫步: "spacewalk",
  火箭: "rocket",
  發射: "launch",
  衛星: "satellite",
  星鏈: "Starlink",
  星艦: "Starship",
  獵鷹9號: "Falcon 9",
  獵鷹九號: "Falcon 9",
  重型獵鷹: "Falcon Heavy",
  獵鷹: "Falcon",
  龍飛船: "Dragon",
  天龍號: "Dragon",
  星際客機: "Starliner",
  新格倫: "New Glenn",
  新雪帕德: "New Shepard",
  藍色起源: "Blue Origin",
  火箭實驗室: "Rocket Lab",
  聯合發射聯盟: "ULA",
  波音: "Boeing",
  馬斯克: "Musk",
  貝佐斯: "Bezos",
  維珍銀河: "Virgin Galactic",
  美國太空總署: "NASA",
  美國國家航空暨太空總署: "NASA",
  美國航天局: "NASA",
  歐洲太空總署: "ESA",
  歐洲太空局: "ESA",
  歐洲航天局: "ESA",
  日本宇宙航空研究開發機構: "JAXA",
  印度太空研究組織: "ISRO",
  中國國家航天局: "CNSA",
  中國航天: "China",
  中國: "China",
  日本: "Japan",
  印度: "India",
  俄羅斯: "Russia",
  阿提米絲: "Artemis",
  阿耳忒彌斯: "Artemis",
  阿波羅: "Apollo",
  獵戶座: "Orion",
  太空發射系統: "SLS",
  詹姆斯韋伯: "James Webb",
  詹姆斯·韋伯: "James Webb",
  韋伯: "Webb",
  哈伯: "Hubble",
  哈勃: "Hubble",
  望遠鏡: "telescope",
  毅力號: "Perseverance",
  好奇號: "Curiosity",
  機智號: "Ingenuity",
  祝融號: "Zhurong",
  天問: "Tianwen",
  嫦娥: "Chang'e",
  神舟: "Shenzhou",
  聯盟號: "Soyuz",
  航海家: "Voyager",
  帕克: "Parker",
  太空垃圾: "space debris",
  太空旅遊: "space tourism",
  太空探索科技: "SpaceX",
  太空探索技術: "SpaceX",
  // Exploration of a body, said in one word: 嫦娥探月, 天問探火.
  探月: "Moon",
  探火: "Mars",
  月球車: "lunar rover",
  火星車: "Mars rover",
  太空梭: "Space Shuttle",
  // Words that only say "news about it": no search term.
  探測器: "",
  探測車: "",
  探測: "",
  探索: "",
  登陸: "",
  著陸: "",
  載人: "",
  新聞: "",
  消息: "",
  報導: "",
  相關: "",
  有關: "",
  關於: "",
  最新: "",
  任務: "",
  計畫: "",
  計劃: "",
  動態: "",
  資訊: "",
  進展: "",
  太空: "",
  航太: "",
  航天: "",
  宇宙: "",
};

const glossaryWords = Object.keys(SPACE_GLOSSARY).sort((a, b) => b.length - a.length);
const han = /\p{Script=Han}/u;

/** English search terms for keywords, and whether any Chinese had to be translated. */
export interface TranslatedKeywords {
  /** Space-separated terms for SNAPI's `search`; empty when nothing is left to search for. */
  search: string;
  /** True when Chinese words were replaced by English ones. */
  translated: boolean;
  /** Chinese words the glossary does not know; they are searched as they are. */
  unknown: string[];
}

/**
 * Turns keywords into English search terms with {@link SPACE_GLOSSARY}: 「火星探測」 → "Mars",
 * 「SpaceX 星艦」 → "SpaceX Starship". Latin words pass through; unknown Chinese is kept as it is.
 */
export function translateKeywords(keywords: string): TranslatedKeywords {
  const text = toTraditional(keywords.normalize("NFKC"));
  const terms: string[] = [];
  const unknown: string[] = [];
  let translated = false;
  let pendingUnknown = "";
  const flushUnknown = () => {
    if (pendingUnknown.trim() !== "") {
      unknown.push(pendingUnknown.trim());
      terms.push(pendingUnknown.trim());
    }
    pendingUnknown = "";
  };
  for (let index = 0; index < text.length;) {
    const word = glossaryWords.find((candidate) => text.startsWith(candidate, index));
    if (word !== undefined) {
      flushUnknown();
      translated = true;
      if (SPACE_GLOSSARY[word]) terms.push(SPACE_GLOSSARY[word]);
      index += word.length;
      continue;
    }
    // 嫦娥六號 → Chang'e 6, 神舟十八號 → Shenzhou 18: articles number missions in digits.
    const numbered = /^([0-9]+|[零〇一二兩三四五六七八九十百]+)號/.exec(text.slice(index));
    const missionNumber = numbered ? parseNumber(numbered[1]) : null;
    if (numbered && missionNumber !== null) {
      flushUnknown();
      terms.push(String(missionNumber));
      translated = true;
      index += numbered[0].length;
      continue;
    }
    const latin = /^[A-Za-z0-9][\w.'-]*(?: [A-Za-z0-9][\w.'-]*)*/.exec(text.slice(index));
    if (latin) {
      flushUnknown();
      terms.push(latin[0]);
      index += latin[0].length;
      continue;
    }
    const character = text[index];
    if (han.test(character) && !"的和與及或跟".includes(character)) pendingUnknown += character;
    else flushUnknown();
    index += 1;
  }
  flushUnknown();
  const unique = terms.filter((term, position) => terms.findIndex((other) => other.toLowerCase() === term.toLowerCase()) === position);
  return { search: unique.join(" "), translated, unknown };
}

const spaceNames = [
  ...new Set(
    Object.values(SPACE_GLOSSARY)
      .filter(Boolean)
      .map((term) => term.toLowerCase()),
  ),
  "spacex",
  "nasa",
  "esa",
  "jaxa",
  "isro",
  "cnsa",
  "roscosmos",
  "space",
  "spaceflight",
  "rocket lab",
  "ula",
  "iss",
  "new glenn",
];
const spaceNamePattern = new RegExp(`\\b(?:${spaceNames.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`, "i");

/** True when the keywords name something in space: a glossary word, or an English space name (SpaceX, NASA). */
export function isSpaceTopic(keywords: string): boolean {
  const { search, unknown } = translateKeywords(keywords);
  return search !== "" && unknown.length === 0 && spaceNamePattern.test(search);
}
