/**
 * Home-internet reference data of the local geo service (spec 001 §3: "about 34 location ids
 * each mapped to a city and a state; average download and upload speeds per state and city;
 * provider keys mapped to review slugs. The values are not shown."). The values here are made
 * up for the stand-in; providers are fictional. Which providers serve a ZIP code is drawn from
 * the ZIP and the world seed, so it is stable.
 */
import { createHash } from 'node:crypto';

/** [location id (3-digit ZIP prefix), city, state, average down Mbps, average up Mbps]. */
export const LOCATIONS: ReadonlyArray<readonly [string, string, string, number, number]> = [
  ['100', 'New York', 'NY', 182, 61],
  ['021', 'Boston', 'MA', 176, 58],
  ['191', 'Philadelphia', 'PA', 151, 49],
  ['200', 'Washington', 'DC', 188, 66],
  ['212', 'Baltimore', 'MD', 149, 47],
  ['282', 'Charlotte', 'NC', 141, 52],
  ['303', 'Atlanta', 'GA', 156, 57],
  ['331', 'Miami', 'FL', 139, 44],
  ['328', 'Orlando', 'FL', 134, 43],
  ['372', 'Nashville', 'TN', 128, 41],
  ['402', 'Louisville', 'KY', 117, 36],
  ['432', 'Columbus', 'OH', 131, 40],
  ['441', 'Cleveland', 'OH', 124, 38],
  ['482', 'Detroit', 'MI', 122, 35],
  ['462', 'Indianapolis', 'IN', 126, 37],
  ['606', 'Chicago', 'IL', 158, 50],
  ['532', 'Milwaukee', 'WI', 119, 34],
  ['554', 'Minneapolis', 'MN', 144, 48],
  ['631', 'St. Louis', 'MO', 121, 36],
  ['641', 'Kansas City', 'MO', 135, 45],
  ['681', 'Omaha', 'NE', 112, 31],
  ['731', 'Oklahoma City', 'OK', 108, 30],
  ['752', 'Dallas', 'TX', 161, 55],
  ['770', 'Houston', 'TX', 154, 51],
  ['782', 'San Antonio', 'TX', 137, 45],
  ['787', 'Austin', 'TX', 172, 63],
  ['802', 'Denver', 'CO', 166, 54],
  ['841', 'Salt Lake City', 'UT', 163, 59],
  ['850', 'Phoenix', 'AZ', 143, 46],
  ['891', 'Las Vegas', 'NV', 138, 42],
  ['900', 'Los Angeles', 'CA', 159, 53],
  ['941', 'San Francisco', 'CA', 191, 71],
  ['981', 'Seattle', 'WA', 184, 67],
  ['972', 'Portland', 'OR', 162, 56],
];

/** Provider keys, names, technologies, typical speeds and the review each key maps to. */
export const PROVIDERS = [
  {
    key: 'northwind-fiber',
    name: 'Northwind Fiber',
    technology: 'Fiber',
    downloadMbps: 1000,
    uploadMbps: 1000,
    priceFrom: 65,
    reviewSlug: 'northwind-fiber-review',
  },
  {
    key: 'contoso-cable',
    name: 'Contoso Cable',
    technology: 'Cable',
    downloadMbps: 500,
    uploadMbps: 20,
    priceFrom: 50,
    reviewSlug: 'contoso-cable-review',
  },
  {
    key: 'skyreach-home',
    name: 'Skyreach 5G Home',
    technology: '5G home internet',
    downloadMbps: 245,
    uploadMbps: 31,
    priceFrom: 55,
    reviewSlug: 'skyreach-5g-home-review',
  },
  {
    key: 'ridgeline-dsl',
    name: 'Ridgeline DSL',
    technology: 'DSL',
    downloadMbps: 100,
    uploadMbps: 10,
    priceFrom: 40,
    reviewSlug: 'ridgeline-dsl-review',
  },
  {
    key: 'orbital-satellite',
    name: 'Orbital Satellite',
    technology: 'Satellite',
    downloadMbps: 150,
    uploadMbps: 15,
    priceFrom: 90,
    reviewSlug: 'orbital-satellite-review',
  },
] as const;

/** ZIP codes starting 000 have no service: the "no providers" answer. */
const NO_SERVICE_PREFIX = '000';

function draw(zipcode: string, seed: number): Buffer {
  return createHash('sha256').update(`${seed}:${zipcode}`).digest();
}

export function providersFor(zipcode: string, seed: number) {
  const location = LOCATIONS.find(([id]) => zipcode.startsWith(id));
  const base = {
    zipcode,
    location: location ? { city: location[1], state: location[2] } : undefined,
    averages: location ? { downloadMbps: location[3], uploadMbps: location[4] } : undefined,
  };
  if (zipcode.startsWith(NO_SERVICE_PREFIX)) return { ...base, providers: [] };
  const bytes = draw(zipcode, seed);
  // Satellite serves everywhere; each other provider serves about 3 ZIP codes in 5.
  const providers = PROVIDERS.filter((provider, i) => provider.technology === 'Satellite' || bytes[i]! % 5 < 3);
  return { ...base, providers: [...providers].sort((a, b) => b.downloadMbps - a.downloadMbps) };
}
