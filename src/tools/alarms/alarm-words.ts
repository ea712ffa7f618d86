// Words both the setting phrases (phrases.ts) and the deleting ones (delete-alarm-phrases.ts) use.

export const PLEASE = "(?:請|麻煩)?(?:你)?(?:幫我)?";
// English requests often end in "please": "alarm for 5:45 am please".
export const PLEASE_EN_END = String.raw`(?:,?\s+please)?`;
