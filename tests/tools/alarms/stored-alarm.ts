/**
 * One alarm as alarms.json stores it, made on 2026-03-09 in Taipei and not yet rung; `extra`
 * overrides or adds fields (a damaged record, one already fired).
 */
export function storedAlarm(id: string, time: string, message: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    time,
    time_zone: "Asia/Taipei",
    message,
    created_at: "2026-03-09T14:00:00.000Z",
    fired: false,
    ...extra,
  };
}
