// Ways of wrapping a request that add nothing to it. Only wrappers that make the sentence a
// request are here: 「你可以幫我…嗎」 asks for help (「你可以…嗎」 alone may ask what the
// assistant can do, so it stays), 「我想知道…」 and 「告訴我…」 ask for the answer.
const WRAPPERS: readonly RegExp[] = [
  /^(?:請問|請|麻煩|拜託)?(?:你|妳)?(?:可以|可不可以|能不能|能否|能)(?<core>(?:幫我|幫忙).+?)(?:嗎|呢|好嗎)?$/u,
  /^(?:請問|請)?(?:我想知道|我想問(?:一下)?|想問(?:一下)?|想知道|(?:請|你)?告訴我|跟我說(?:一下)?|請問一下)(?<core>.+)$/u,
  /^(?:can|could|would|will) you (?:please )?(?:tell me |let me know )(?<core>.+?)(?: please)?\??$/i,
  /^(?:can|could|would) you (?:please )?(?<core>(?:set|wake me|remind me|check|look up|convert|calculate|search|find|show me|list|delete|cancel) .+?)(?: please)?\??$/i,
  /^(?:i (?:want|would like|'d like) to know|tell me) (?<core>(?:what|how much|the) .+)$/i,
];

/**
 * The request inside a polite wrapper (「你可以幫我查台北天氣嗎」 → 「幫我查台北天氣」,
 * 「我想知道明天的月相」 → 「明天的月相」, "can you tell me what time it is" → "what time it is"),
 * or null when the (normalised) text has no such wrapper.
 */
export function stripPoliteWrapper(text: string): string | null {
  for (const wrapper of WRAPPERS) {
    const core = wrapper.exec(text)?.groups?.core?.trim();
    if (core) return core;
  }
  return null;
}
