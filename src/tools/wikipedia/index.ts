export { createWikipediaTool } from "./wikipedia-tool";
export type { WikipediaData } from "./wikipedia-data";
export type { WikipediaToolOptions } from "./wikipedia-tool";
export type { WikiLanguage } from "./choose-wiki";
