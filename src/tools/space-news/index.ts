export { createSpaceNewsTool } from "./space-news-tool";
export type { SpaceNewsData, SpaceNewsToolOptions } from "./space-news-tool";
export type { SpaceArticle } from "./snapi-articles";
export { SPACE_GLOSSARY } from "./space-glossary";
