import type { SlotType } from "../../language/templates/slot-type";
import { isSpaceTopic } from "./space-glossary";

/** The words that say "space" itself: news of space, not a topic in it. */
export const SPACE_WORD = /^(?:太空|航太|航天|宇宙|天文|太空探索|space|spaceflight|outer space)$/iu;
// 「關於火星」「火星相關」「NASA的最新」: the words around a topic are no part of it.
const AROUND_TOPIC = /^(?:關於|有關|跟|和)|(?:相關|有關|的?最新|的?最近)$/gu;

/**
 * `{keywords:space_topic}`: a topic in space said in Chinese (火星探測, SpaceX, 嫦娥六號): up to 25
 * characters, not starting with 的, without the words around it (關於, 相關), and only when the
 * glossary knows it as something in space (台積電 is not).
 */
export const SPACE_TOPIC_SLOT: SlotType = {
  name: "space_topic",
  accept: (text) => {
    if (text.length > 25 || text.startsWith("的")) return null;
    const topic = text.replace(AROUND_TOPIC, "").trim();
    return topic !== "" && !SPACE_WORD.test(topic) && isSpaceTopic(topic) ? topic : null;
  },
};
