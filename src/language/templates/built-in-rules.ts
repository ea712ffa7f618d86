/**
 * The rules every template may use as `<name>`, each a template of its own: the courtesies and
 * question words that come and go around a request, written once for every tool.
 *
 * - `<please>`: 請, 幫我, 麻煩(你)(幫我), 請幫我 — or 'please'.
 * - `<ask>`: 請問, 請告訴我, 告訴我, 你知道, 想知道, 我想知道 — or 'tell me', 'do you know'.
 * - `<look_up>`: 查, 查一下, 看一下, 幫我查, 幫我看一下.
 * - `<what>`: 什麼, 甚麼.
 * - `<end>`: a closing particle: 呢, 啊, 呀, 嗎, 了.
 * - `<how>`: 怎麼樣, 怎樣, 如何.
 */
export const BUILT_IN_RULES: Readonly<Record<string, string>> = {
  please: "(請|幫我|請幫我|麻煩[你][幫我]|please)",
  ask: "(請問|請告訴我|告訴我|你知道|想知道|我想知道|tell me|do you know)",
  look_up: "([幫我](查|查一下|看一下))",
  what: "(什麼|甚麼)",
  end: "(呢|啊|呀|嗎|了)",
  how: "(怎麼樣|怎樣|如何)",
};
