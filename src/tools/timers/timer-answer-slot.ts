import type { SlotType } from "../../language/templates/slot-type";
import { readTimerAnswer } from "./read-timer-answer";

/**
 * `{answer:timer_answer}`: what answers 「要計時多久？」 "For how long?", said right after the request for a
 * timer: its length, with what it is for or not (「十分鐘 煮蛋的」 'for the rice, twenty minutes'), as
 * `readTimerAnswer` reads it (`{ seconds, name? }`).
 */
export const TIMER_ANSWER_SLOT: SlotType = { name: "timer_answer", accept: (text) => readTimerAnswer(text) };
