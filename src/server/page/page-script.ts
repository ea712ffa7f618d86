import { PAGE_SCRIPT_CORE } from "./page-script-core";
import { PAGE_SCRIPT_START } from "./page-script-start";
import { PAGE_SCRIPT_THREADS } from "./page-script-threads";
import { PAGE_SCRIPT_TURNS } from "./page-script-turns";
import { PAGE_WORDS } from "./page-words";

/**
 * The chat page's whole script, served at /app.js: the words as data, then the parts, in one
 * function scope so nothing leaks into the page's globals. Plain browser JavaScript, no build step.
 */
export const PAGE_SCRIPT = [
  "(function () {",
  '"use strict";',
  `var WORDS = ${JSON.stringify(PAGE_WORDS)};`,
  PAGE_SCRIPT_CORE,
  PAGE_SCRIPT_TURNS,
  PAGE_SCRIPT_THREADS,
  PAGE_SCRIPT_START,
  "})();",
  "",
].join("\n");
