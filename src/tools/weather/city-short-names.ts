// Towns people type by a short name, which a geocoder does not know ("nyc" finds no town, or the
// wrong one). Only names that mean one town wherever they are said; "ny" (the state too) is not one.
const FULL_NAME_OF: Readonly<Record<string, string>> = {
  nyc: "New York",
  la: "Los Angeles",
  sf: "San Francisco",
  dc: "Washington",
  kl: "Kuala Lumpur",
  hk: "Hong Kong",
  philly: "Philadelphia",
  vegas: "Las Vegas",
};

/**
 * Regex source for the short names typed in lower case ("weather tmrw nyc"); upper case reads as a
 * name anyway. Not "la": Singapore English writes lah so ("weather la" is "weather lah").
 */
export const CITY_SHORT_NAMES_PATTERN = `(?:${Object.keys(FULL_NAME_OF)
  .filter((name) => name !== "la")
  .join("|")})`;

/** The town a short name stands for ("NYC" → "New York", "sf" → "San Francisco"); any other name as it was. */
export function expandCityShortName(city: string): string {
  return FULL_NAME_OF[city.trim().toLowerCase()] ?? city;
}
