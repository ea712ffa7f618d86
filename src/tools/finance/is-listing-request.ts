// What was added up, pointed at: 「那些交易」「這幾筆」「明細」 'those transactions' 'the details'.
// 「所有交易」 is not among them: it asks for every transaction, a request of its own.
const THOSE = "(?:那些|這些|那幾筆|這幾筆|它們|他們)";
const RECORDS = "(?:交易|消費|紀錄|記錄|明細|項目)";
const DETAILS = "(?:交易)?(?:明細|細項|清單|詳細(?:內容|資料)?|詳情)";
const THEM = `(?:${THOSE}${RECORDS}?|${DETAILS})`;
const LEAD = "(?:那|那麼)?(?:請|麻煩)?(?:可以|能不能|可不可以|能)?(?:幫我)?(?:我想|我要)?";
// Longer verbs first: 「列出那些交易」 must not leave 出 to the object.
const SHOW_BEFORE = "(?:列出|列一下|列給我看|給我看一下|給我看看|給我看|看一下|看看|看|顯示|秀出|念出|唸出|查看)";
const LISTED = "(?:列出來|列一下|列給我看?|秀出來|念出來|唸出來|讀出來|調出來)";
const SHOW_AFTER = `(?:都)?(?:給我)?(?:${LISTED}|看一下|看看|看)`;
const ASKED = "(?:嗎|好嗎)?";
const THEM_EN =
  "(?:them|those|these|(?:those|these|the|that) (?:transactions|purchases|charges|payments|expenses|ones|items)|the (?:details|breakdown|list|itemized list))";

const PATTERNS: readonly RegExp[] = [
  // 「把那些交易列出來」「把明細給我看」「可以把它們列出來嗎」
  new RegExp(`^${LEAD}把${THEM}${SHOW_AFTER}${ASKED}$`, "u"),
  // 「給我看明細」「列出那些交易」「我要看一下明細」
  new RegExp(`^${LEAD}${SHOW_BEFORE}(?:一下)?${THEM}${ASKED}$`, "u"),
  // 「列出來」「列給我看」「全部列出來給我看」: what is listed is what was just added up.
  new RegExp(`^${LEAD}(?:全部|通通|都)?(?:給我)?(?:${LISTED}|給我看看|給我看一下)(?:給我(?:看|聽))?${ASKED}$`, "u"),
  // 「是哪幾筆」「有哪些」「那些交易是哪些」
  new RegExp(`^(?:那|那麼)?${THEM}?(?:都|分別)?(?:是|有)?(?:哪幾筆|哪些|哪幾個)${RECORDS}?$`, "u"),
  // 「明細呢」「有明細嗎」「那些交易呢」
  new RegExp(`^(?:那|那麼)?(?:有)?(?:${DETAILS}|${THOSE}${RECORDS})(?:呢|咧|嗎)?$`, "u"),
  // 'list those transactions', 'show me those', 'show me the details', 'can you list them'
  new RegExp(
    `^(?:(?:can|could|would) you |please )?(?:list|show(?: me)?|give me|pull up|read(?: me)?|read out)(?: all)?(?: of)? ${THEM_EN}(?: out)?(?: please)?$`,
    "iu",
  ),
  // 'can I see them', 'let me see those transactions'
  new RegExp(`^(?:(?:can|could|may) i see|let me see|i(?:'d| would) like to see|i want to see) ${THEM_EN}(?: please)?$`, "iu"),
  // 'which ones?', 'which transactions were they', 'what were they'
  /^(?:which (?:ones|transactions|purchases|charges|payments)(?: (?:were|are) (?:they|those|these|that|it))?|(?:what|which) (?:were|are) (?:they|those|these))$/iu,
  // 'the details', 'break it down'
  /^(?:(?:the )?(?:details|breakdown)|break (?:it|that) down(?: for me)?)(?: please)?$/iu,
];

/**
 * True when a turn after a sum asks to see what was added up (normalised text): 「是哪幾筆」「有哪些」
 * 「列出來」「把那些交易列出來」「明細呢」「給我看明細」 'list those transactions' 'show me those'
 * 'which ones?' 'show me the details'.
 */
export function isListingRequest(text: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(text));
}
