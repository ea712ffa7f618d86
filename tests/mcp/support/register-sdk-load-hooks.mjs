import { register } from "node:module";

// node --import ./register-sdk-load-hooks.mjs …, with SDK_LOAD_LOG=<file>: see sdk-load-hooks.mjs.
register("./sdk-load-hooks.mjs", import.meta.url, { data: { log: process.env.SDK_LOAD_LOG } });
