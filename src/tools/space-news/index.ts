export { createSpaceNewsTool } from "./space-news-tool";
export type { SpaceNewsData } from "./space-news-data";
export type { SpaceNewsToolOptions } from "./space-news-tool";
export type { SpaceArticle } from "./snapi-articles";
export { SPACE_GLOSSARY } from "./space-glossary";
