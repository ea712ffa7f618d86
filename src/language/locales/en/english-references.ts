import type { ConversationWords } from "../locale-words";

/** Pointing back at the last result in English: 'delete that', 'what time was that', 'the one I just added'. */
export const ENGLISH_REFERENCES: ConversationWords = {
  deleteLast: [
    /^(?:please )?(?:delete|remove|cancel|get rid of|scratch|undo) (?:that|it|this|that one|the last one|the last (?:alarm|reminder|memo|note|timer)|the (?:one|alarm|reminder|memo|note|timer) (?:i|you) just (?:set|added|made|wrote|created|saved)|the (?:last|latest|new) one)(?: please)?$/i,
  ],
  showLast: [
    /^(?:what time was (?:that|it)(?: for| set for)?|what time is (?:that|it) (?:for|set for)|when (?:was|is) (?:that|it)(?: set)?(?: for)?|what did i just (?:set|note|add|write)(?: down)?|read (?:that|it) back)\??$/i,
    // 'what time did you set that for', 'when did you set it for', 'what time is the alarm set for'.
    /^(?:(?:what time|when) (?:did|have) (?:you|i) (?:set|put) (?:that|it|the alarm|my alarm)(?: for| to)?|what time is (?:that|it|the alarm|my alarm) set (?:for|to))$/i,
  ],
  madeJustNow: [
    /\b(?:i|you) just (?:set|added|made|wrote|created|saved|put in)\b|\bthe (?:one|alarm|reminder|memo|note|timer) (?:i|you) (?:set|added|made|wrote|created) just now\b/i,
  ],
  discourseMarkers: "actually|wait|oh|oops|hmm|um|no|sorry|hold on|on second thought",
};
