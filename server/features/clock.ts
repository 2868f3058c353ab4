/**
 * The one clock feature rules read (001 §9 date windows). Tests set it; outside production a
 * page may be asked "as of" another time with `?now=` (decision 070), which the server turns
 * into the request's time. Everything else reads the real time.
 */
export const NOW_PARAM = 'now';

let source: () => number = () => Date.now();

export const clock = {
  now: (): number => source(),
};

/** Tests: make the clock return `at` (a Date, ms or ISO string); `null` restores the real time. */
export function setClock(at: Date | number | string | null): void {
  if (at === null) {
    source = () => Date.now();
    return;
  }
  const ms = typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime();
  source = () => ms;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const LATEST = Date.parse('2100-01-01T00:00:00Z');

/**
 * A `?now=` value: a UTC day (`2023-11-24`, its noon) or a UTC instant (`2023-11-24T08:00Z`),
 * between 2000 and 2100. Anything else is undefined: the page is served as of the real time.
 */
export function parseNowOverride(value: string | null | undefined): number | undefined {
  if (!value || value.length > 30) return undefined;
  let ms: number;
  if (DAY.test(value)) ms = Date.parse(`${value}T12:00:00Z`);
  else if (INSTANT.test(value)) ms = Date.parse(value);
  else return undefined;
  if (!Number.isFinite(ms) || ms < EARLIEST || ms >= LATEST) return undefined;
  // 2023-02-31 parses to March in some engines: the day must read back as written.
  if (new Date(ms).toISOString().slice(0, 10) !== value.slice(0, 10)) return undefined;
  return ms;
}
