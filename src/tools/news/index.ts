export { createNewsTool } from "./news-tool";
export type { NewsToolOptions } from "./news-tool";
export { NEWS_CATEGORIES } from "./news-category";
export type { NewsCategory } from "./news-category";
export type { NewsHeadlines } from "./news-headlines";
