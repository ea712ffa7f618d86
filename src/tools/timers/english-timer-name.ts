import { ENGLISH_NUMBER_WORD } from "../../language/number-words";

// Words that only say which timer ("a", "another", "kitchen"): no name.
const noNameEn = /^(?:a|an|the|my|one|new|another|quick|countdown|count\s+down|kitchen|second|me|us)$/i;
// Words no name holds: a question, a request, a person, a time ("what's a timer for 5 minutes", "for 5 minutes for tomorrow").
const notANameEn =
  /\b(?:what|what's|whats|how|why|when|where|who|which|is|are|was|were|do|does|did|can|could|would|should|will|i|i'm|you|your|we|they|he|she|it|this|that|these|those|a|an|the|my|our|his|her|their|need|want|like|about|set|start|make|create|add|reset|restart|pause|resume|stop|cancel|delete|remove|check|extend|change|turn|show|tell|keep|use|begin|get|give|put|run|please|for|of|to|in|on|at|with|and|or|not|no|now|today|tonight|tomorrow|later|morning|afternoon|evening|night|day|week|hour|hours|minute|minutes|second|seconds|next|last|first|while|time|alarm|reminder)\b/i;

// A figure ends no name: 'set a timer for twelve minutes uh sorry fifteen' is read as 'set a timer for fifteen',
// and 'the bread twenty five minutes' is no timer for 'the bread twenty' ('one pot pasta' is a name).
const figureEn = new RegExp(`${ENGLISH_NUMBER_WORD}$`, "i");

/** What an English timer is for, as said ("pizza", "tea"), "" when none was said, or null when the words are no name. */
export function englishTimerName(before: string | undefined, after: string | undefined): string | null {
  const names = [before, after].map((said) => (said ?? "").trim()).map((said) => (noNameEn.test(said) ? "" : said));
  const [first = "", second = ""] = names;
  if (first !== "" && second !== "") return null;
  const name = first || second;
  return notANameEn.test(name) || figureEn.test(name) ? null : name;
}
