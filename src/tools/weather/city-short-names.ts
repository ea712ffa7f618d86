// Towns people type by a short name, which a geocoder does not know ("nyc" finds no town, or the
// wrong one). Only names that mean one town wherever they are said; "ny" (the state too) is not one.
const FULL_NAME_OF: Readonly<Record<string, string>> = {
  nyc: "New York",
  la: "Los Angeles",
  sf: "San Francisco",
  dc: "Washington",
  kl: "Kuala Lumpur",
  jb: "Johor Bahru",
  hk: "Hong Kong",
  philly: "Philadelphia",
  vegas: "Las Vegas",
};

// Towns whose own name people type in lower case, as Singapore and Malaysian English chat does
// ("tomorrow singapore weather how", "will rain or not in penang"): known, so that a lower-case word
// is a town only when it is one of them ("weather sucks" names no town).
const TYPED_IN_LOWER_CASE: Readonly<Record<string, string>> = {
  singapore: "Singapore",
  penang: "Penang",
  ipoh: "Ipoh",
  melaka: "Melaka",
  malacca: "Malacca",
  seremban: "Seremban",
  kuching: "Kuching",
};

const KNOWN_NAMES = [...Object.keys(FULL_NAME_OF).filter((name) => name !== "la"), ...Object.keys(TYPED_IN_LOWER_CASE)];

/**
 * The town names typed in lower case ("nyc", "singapore"), as written: a lower-case word is a town
 * only when it is one of them ("weather sucks" names no town). Not "la": Singapore English writes lah
 * so ("weather la" is "weather lah").
 */
export const CITY_SHORT_NAMES: readonly string[] = KNOWN_NAMES;

/** The town a short name stands for ("NYC" → "New York", "sf" → "San Francisco", "penang" → "Penang"); any other name as it was. */
export function expandCityShortName(city: string): string {
  const name = city.trim().toLowerCase();
  return FULL_NAME_OF[name] ?? TYPED_IN_LOWER_CASE[name] ?? city;
}
