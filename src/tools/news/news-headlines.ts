import type { NewsCategory } from "./news-category";

/** What `get_news` returns: the top headlines of the board that answered. */
export interface NewsHeadlines {
  /** The category asked for. */
  category: NewsCategory;
  /** The board that answered, in the user's language, e.g. 微博熱搜. */
  board: string;
  /** The source that answered: `vvhan` or its fallback `60s`. */
  source: "vvhan" | "60s";
  /** The board asked for first, when it failed and another board answered instead. */
  unavailable_board?: string;
  /** The top headlines, titles in the user's script (Traditional for zh-TW). */
  headlines: Array<{ rank: number; title: string; url?: string }>;
}
