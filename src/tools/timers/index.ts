export { createCancelTimerTool } from "./cancel-timer-tool";
export { createTimerStore } from "./create-timer-store";
export { createTimerTools } from "./create-timer-tools";
export { createListTimersTool } from "./list-timers-tool";
export { createSetTimerTool } from "./set-timer-tool";
export type { Timer } from "./timer";
export { timerFamily } from "./timer-family";
export type { CancelledTimersData, TimerData, TimerListData } from "./timer-formatter";
export type { TimerToolsOptions } from "./timer-tools-options";
