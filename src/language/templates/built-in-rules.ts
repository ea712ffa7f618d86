import { REGISTERED_WORDS } from "../locales/registered-words";

// The rule names every language may fill; a language with no words for one leaves it to the others.
const RULE_NAMES = ["please", "ask", "look_up", "what", "end", "how"] as const;

function alternativesOf(name: string): string {
  const alternatives = REGISTERED_WORDS.flatMap((words) => {
    const said = words.templateRules?.[name];
    return said === undefined ? [] : [said];
  });
  return `(${alternatives.join("|")})`;
}

/**
 * The rules every template may use as `<name>`, each a template of its own: the courtesies and
 * question words that come and go around a request, written once for every tool. Each is the
 * alternatives of every registered language (`templateRules` of its words, `locales/<code>/`):
 *
 * - `<please>`: 請, 幫我, 麻煩(你)(幫我), 請幫我 — or 'please'.
 * - `<ask>`: 請問, 請告訴我, 告訴我, 你知道, 想知道, 我想知道 — or 'tell me', 'do you know'.
 * - `<look_up>`: 查, 查一下, 看一下, 幫我查, 幫我看一下.
 * - `<what>`: 什麼, 甚麼.
 * - `<end>`: a closing particle: 呢, 啊, 呀, 嗎, 了.
 * - `<how>`: 怎麼樣, 怎樣, 如何.
 */
export const BUILT_IN_RULES: Readonly<Record<string, string>> = Object.fromEntries(RULE_NAMES.map((name) => [name, alternativesOf(name)]));
