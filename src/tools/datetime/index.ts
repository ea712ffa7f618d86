export { createDatetimeTool } from "./datetime-tool";
export type { DatetimeToolOptions } from "./datetime-tool";
export type { DatetimeData } from "./datetime-formatter";
