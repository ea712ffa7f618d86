import type { ToolDialogue } from "../../core/tool-dialogue";
import { readNewsCategory } from "./news-category";

/** get_news in a conversation: 「那體育的呢」「財經呢」 'what about sports' ask for another board. */
export const newsDialogue: ToolDialogue = {
  followUp: (fragment, last) => {
    const category = readNewsCategory(fragment.replace(/^(?:the\s+)/i, ""));
    return category === undefined || category === last.args.category ? null : { ...last.args, category };
  },
};
