// Withdrawing a request the assistant is asking about: 「算了」「取消」「不用了」 'never mind'.
const CANCEL = [
  /^(?:那|好|喔|哦)?(?:就)?(?:算了|取消|不用了?|不要了?|先不用|先不要|沒事了?|不必了|免了|不設了|不記了|不查了|不用設了|不用記了|不用查了)(?:吧|啦|啊)?$/u,
  /^(?:oh |ok |okay )?(?:never ?mind|cancel(?: that| it)?|forget (?:it|about it)|no thanks?|nothing|nope|no|stop|skip it)(?: then)?$/i,
];

/** True when the (normalised) text withdraws the request a question was asked about. */
export function isCancellation(text: string): boolean {
  return CANCEL.some((pattern) => pattern.test(text));
}
