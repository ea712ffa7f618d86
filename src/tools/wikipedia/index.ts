export { createWikipediaTool } from "./wikipedia-tool";
export type { WikipediaData, WikipediaToolOptions } from "./wikipedia-tool";
export type { WikiLanguage } from "./choose-wiki";
