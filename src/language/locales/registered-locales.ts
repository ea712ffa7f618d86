import { english } from "./en/index";
import { mainlandMandarin } from "./zh-cn/index";
import { hongKongCantonese } from "./zh-hk/index";
import { taiwanMandarin } from "./zh-tw/index";

/**
 * Every language the library speaks, one line each. The first is the default; a text is
 * recognised by the first whose `recognise` claims it, so a language recognised by its own words
 * (Cantonese) comes before one recognised by its script (Simplified Chinese).
 */
export const REGISTERED_LOCALES = [taiwanMandarin, hongKongCantonese, mainlandMandarin, english] as const;
