/**
 * Date windows of spec 001 §9 ("Promo windows"), quoted as the spec gives them. A window runs
 * from 00:00 UTC of its first date up to, not including, 00:00 UTC of its last date: the spec's
 * windows chain end to start (early Black Friday ends 2023-11-22, the day Black Friday starts),
 * so a day belongs to one window only (docs/decisions/070-feature-rules-engine.md).
 */
export interface DateWindow {
  start: string;
  end: string;
}

export const PROMO_WINDOWS = {
  'mattress-review-promo': { start: '2023-05-22', end: '2023-06-07' },
  'prime-day-discount-callout': { start: '2023-06-22', end: '2023-07-10' },
  'prime-day-partner-callout': { start: '2023-07-10', end: '2023-07-14' },
  'july-4-callout': { start: '2024-07-01', end: '2024-07-07' },
  'early-black-friday': { start: '2023-11-07', end: '2023-11-22' },
  'black-friday': { start: '2023-11-22', end: '2023-11-25' },
  'cyber-monday': { start: '2023-11-25', end: '2023-11-28' },
} as const satisfies Record<string, DateWindow>;

/** 001 §9: "A health page variant changes markup for 5 listed articles from 2024-02-14 to 2024-02-28." */
export const HEALTH_VARIANT_WINDOW: DateWindow = { start: '2024-02-14', end: '2024-02-28' };

/** The window as milliseconds since the epoch: from its first instant up to, not including, `until`. */
export function windowBounds(window: DateWindow): { from: number; until: number } {
  return { from: Date.parse(`${window.start}T00:00:00Z`), until: Date.parse(`${window.end}T00:00:00Z`) };
}
