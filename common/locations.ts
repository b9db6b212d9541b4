/**
 * Places a creator can block (issue 19 point 5, ADR 093): ISO 3166-1 countries, and for the
 * United States and Canada their states and provinces (ISO 3166-2 codes, as the IP database
 * reports them). Names: the browser's Intl.DisplayNames for countries, the lists below for regions.
 */
import { z } from 'zod';

/** ISO 3166-1 alpha-2 codes (and XK, Kosovo, which the IP database uses). */
export const COUNTRY_CODES: readonly string[] = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ
  BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR
  CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
  GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
  ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ
  LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
  MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF
  PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
  SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR
  TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);

const COUNTRY_SET = new Set(COUNTRY_CODES);

/** US states, DC and the territories the IP database reports as US regions. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** Canadian provinces and territories. */
export const CA_PROVINCES: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** The countries whose regions can be blocked one by one. */
export const REGIONS_OF: Readonly<Record<string, Readonly<Record<string, string>>>> = { US: US_STATES, CA: CA_PROVINCES };

/** At most this many blocked locations per creator. */
export const BLOCKED_LOCATIONS_MAX = 300;

/** A blocked location as the creator's settings list it. */
export interface BlockedLocation {
  id: number;
  country: string;
  /** '' for the whole country. */
  region: string;
}

export const isCountryCode = (code: string) => COUNTRY_SET.has(code);

/** Whether (country, region) names a place we know: a country, or a US state / CA province. */
export function isKnownPlace(country: string, region: string): boolean {
  if (!isCountryCode(country)) return false;
  return region === '' || Boolean(REGIONS_OF[country]?.[region]);
}

/** The input of locations.add: refused unless it is a known place (upper case codes). */
export const placeInput = z
  .object({
    country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'),
    region: z
      .string()
      .regex(/^[A-Z0-9]{0,3}$/, 'must be a state or province code')
      .default(''),
  })
  .refine((p) => isKnownPlace(p.country, p.region), { message: 'is not a country, US state or Canadian province we know', path: ['region'] });

/** "France"; "New York, United States". */
/**
 * English country names from one runtime: the page's loader makes them on the server and the
 * browser uses the same list, since Node's and the browser's ICU name some countries differently
 * (a picker named by each would not hydrate).
 */
export function countryNames(): Record<string, string> {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return Object.fromEntries(COUNTRY_CODES.map((code) => [code, names.of(code) ?? code]));
}

export function placeName(country: string, region: string, names?: { of(code: string): string | undefined }): string {
  const countryName = names?.of(country) ?? country;
  const regionName = REGIONS_OF[country]?.[region];
  return regionName ? `${regionName}, ${countryName}` : countryName;
}
