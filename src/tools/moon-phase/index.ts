export { createMoonPhaseTool } from "./moon-phase-tool";
export type { MoonPhaseToolOptions } from "./moon-phase-tool";
export type { MoonPhaseData, PhaseEvent } from "./moon-phase-data";
export { moonPhases, PRIMARY_PHASES } from "./lunar-phases";
export type { PrimaryPhase, PrimaryPhaseName } from "./lunar-phases";
export { moonPhaseOn } from "./moon-phase-on";
export type { MoonPhaseOn, MoonPhaseOnOptions } from "./moon-phase-on";
export { PHASE_NAMES_EN, PHASE_NAMES_ZH } from "./phase-names";
export type { PhaseNameEn } from "./phase-names";
