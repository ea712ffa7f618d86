import { ENGLISH_FOLLOW_UPS } from "./english-follow-ups";
import { ENGLISH_REFERENCES } from "./english-references";
import { ENGLISH_TEXTED_WORDS } from "./english-texted-words";
import type { ConversationWords } from "../locale-words";

/** Withdrawing a request, asking to hear an answer again, and going back to a subject, in English. */
export const ENGLISH_CONVERSATION: ConversationWords = {
  ...ENGLISH_REFERENCES,
  followUps: ENGLISH_FOLLOW_UPS,
  texted: ENGLISH_TEXTED_WORDS,
  // 'never mind', 'nah, forget it'
  cancellations: [
    /^(?:oh |ok |okay |nah )?(?:never ?mind|cancel(?: that| it)?|forget (?:it|about it)|no thanks?|nothing|nope|nah|no|stop|skip it|no need|don't bother)(?: then)?$/i,
  ],
  leadingCancellations: [/^(?:oh |ok |okay |actually )?(?:never ?mind|forget (?:it|about it))$/i],
  // 'actually never mind delete it': a transcript's withdrawal, with no comma after it.
  spokenCancellationLead: /^(?:(?:oh|ok|okay|actually|wait|no|uh|um)[\s,]+)*(?:never ?mind|forget (?:it|about it))[\s,]+(?=[a-z])/i,
  // 'ok, never mind', 'no thanks'
  fillers: "ok|okay|oh|um|uh|thanks|thank you|actually",
  // 'say that again' 'pardon?'
  repeatRequests: [
    /^(?:sorry,? )?(?:(?:can|could|would) you )?(?:please )?(?:say (?:that|it) again|repeat (?:that|it|yourself|the answer)|say that one more time|one more time)(?: please)?$/i,
    /^(?:pardon(?: me)?|come again|what did you (?:just )?say|what was that|i didn't (?:catch|hear) (?:that|you|it)|i missed (?:that|it))$/i,
    // 'sorry come again', 'say again', 'repeat please', 'can say again or not' (Singapore English).
    /^(?:sorry,? |ok,? |eh,? )?(?:(?:can )?say (?:again|one more time)|(?:can )?repeat(?: again| one more time)?|come again)(?: please)?(?: or not)?$/i,
    /^(?:sorry,? )?(?:what time|when|what day|how (?:long|much)) did you (?:just )?say$/i,
  ],
  interjections: "huh|what|sorry|eh|um|uh|oh",
  // 'sorry, what?': an apology and a bare what, together, ask again; either alone does not.
  sorryWhat: /^(?:sorry|excuse me|pardon)[\s,]+what$/iu,
  // 'go back to the weather, what about Friday' 'back to the exchange rate'
  returnLead:
    /^(?:(?:ok|okay|alright|all right|so|and|now|right)[\s,]+)*(?:let's |let us |can we |could we |i want to |i wanna )?(?:go(?:ing)? back to|get back to|come back to|coming back to|back to|returning to|return to)\s+(?:the |that |my )?(?:earlier |previous |last )?/iu,
};
