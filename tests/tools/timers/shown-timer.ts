/** A timer as a timer call's result shows it (set at 08:59:40 in Taipei, ten minutes, named or not). */
export const shownTimer = (id: string, name = "") => ({
  id,
  name,
  seconds: 600,
  started_at: "2026-03-10T00:59:40.000Z",
  ends_at: "2026-03-10T01:09:40.000Z",
  fired: false,
});
