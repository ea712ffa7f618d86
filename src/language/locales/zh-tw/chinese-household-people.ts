/**
 * Regex source (no capturing groups) for a person of the household, as a request names someone it
 * is for (「提醒阿嬤量血壓」「阿公說幫他記一下…」): family members and partners only, so a name or a
 * stranger (「提醒王經理」) is left to the model.
 */
export const HOUSEHOLD_PERSON =
  "(?:阿公|阿嬤|阿媽|爺爺|奶奶|外公|外婆|姥姥|姥爺|爸爸|媽媽|老爸|老媽|爸|媽|老公|老婆|太太|先生|兒子|女兒|小孩|孩子|弟弟|妹妹|哥哥|姊姊|姐姐|男友|女友|男朋友|女朋友)";
