import type { WikiLanguage } from "./choose-wiki";

/** What a successful search returns. */
export interface WikipediaData {
  query: string;
  /** The Wikipedia that answered. */
  language: WikiLanguage;
  /** The page's title, in the user's script. */
  title: string;
  /** `article`, or `disambiguation` when the title has several meanings (see `options`). */
  type: "article" | "disambiguation";
  /** Wikidata's short description, when there is one. */
  description?: string;
  /** The start of the article, at most `maxExtractLength` characters; empty for a disambiguation page. */
  extract: string;
  /** The page's address. */
  url: string;
  /** For a disambiguation page, the pages to choose from. */
  options: string[];
}
