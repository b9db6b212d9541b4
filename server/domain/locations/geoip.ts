/**
 * Where an address is (ADR 093): geoip-lite, whose npm package ships MaxMind's GeoLite2 country
 * and city data (no download at run time; `npm update geoip-lite` brings newer data). Loaded on
 * the first lookup only: it holds about 110 MB, which a server whose creators block nothing never pays.
 */
import { isIP } from 'node:net';

export interface Place {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 3166-2 subdivision without the country ('NY', 'QC'); '' when unknown. */
  region: string;
}

/** How an address becomes a place (tests may give their own). */
export type PlaceLookup = (ip: string) => Promise<Place | null>;

type GeoIp = { lookup(ip: string): { country: string; region: string } | null };
let loading: Promise<GeoIp> | undefined;

/** The package, loaded once (its require reads the data files synchronously, about 0.4 s). */
function geoip(): Promise<GeoIp> {
  loading ??= import('geoip-lite').then((m) => (m as { default?: GeoIp }).default ?? (m as unknown as GeoIp));
  return loading;
}

/** Loopback, private and reserved addresses have no place (the database has none for them either). */
export const geoipPlace: PlaceLookup = async (ip) => {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIP(address)) return null;
  const found = (await geoip()).lookup(address);
  if (!found?.country) return null;
  return { country: found.country, region: found.region ?? '' };
};
