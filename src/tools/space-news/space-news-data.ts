import type { SpaceArticle } from "./snapi-articles";

/** What `search_space_news` returns. */
export interface SpaceNewsData {
  /** Articles returned. */
  count: number;
  /** Articles that match in all. */
  total_count: number;
  search_params: {
    keywords: string | null;
    /** The English terms sent to SNAPI's `search`. */
    search: string | null;
    time_period: string | null;
    published_at_gte: string | null;
    published_at_lte: string | null;
    limit: number;
  };
  /** The search in words, in the user's language. */
  search_description: string;
  articles: SpaceArticle[];
  /** Something the user should know about the answer (a widened search), or null. */
  note: string | null;
}
