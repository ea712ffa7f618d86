// ISO 4217 list one: the currencies whose minor unit is not 2 (funds codes included). Every
// other code, and those the list gives none (gold, SDR), is read with 2 decimals. Intl's own
// digits are CLDR's display digits, which differ from ISO for some (IDR, HUF, IQD, COP).
const minorUnits: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/**
 * The decimals a currency is counted in, by ISO 4217: 0 for JPY and KRW, 3 for KWD, 2 for
 * most (TWD, USD, EUR).
 */
export function currencyMinorUnit(currency: string): number {
  return minorUnits[currency.toUpperCase()] ?? 2;
}
