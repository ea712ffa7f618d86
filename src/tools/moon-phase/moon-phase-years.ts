/** The first whole year of the Gregorian calendar, in which JavaScript dates (and these results) are given. */
const FIRST_GREGORIAN_YEAR = 1583;

/** The last year the ΔT polynomials (Espenak and Meeus, fitted for −1999 to +3000) cover. */
const LAST_DELTA_T_YEAR = 3000;

/**
 * The years the local moon phase computation is valid for: 1583 to 3000, both included.
 *
 * - From 1583: results are Gregorian UTC dates (JavaScript's calendar). Before the Gregorian
 *   calendar, the dates would not be the dates history records (Julian), and no answer is
 *   better than a silently shifted one.
 * - To 3000: TT is turned into UT with ΔT, whose polynomials end there; past it ΔT would be a
 *   bare parabola with no data behind it.
 *
 * Within the range the phases follow Meeus's series: within a minute or two of USNO's
 * published times for 1700–2100 (USNO's own range; checked against 2024 and 2025), with ΔT's
 * uncertainty added outside it (about 20 s before 1700; after 2100 ΔT is a forecast whose error
 * grows with the years, so a phase close to midnight may fall on the neighbouring day).
 */
export const MOON_PHASE_YEARS = { first: FIRST_GREGORIAN_YEAR, last: LAST_DELTA_T_YEAR } as const;
