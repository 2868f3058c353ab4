/** A prepared answer: the status and the JSON text, serialised once and served many times. */
export interface Reply {
  status: number;
  body: string;
}

export const ok = (data: unknown): Reply => ({ status: 200, body: JSON.stringify({ data }) });
export const SITES = ['cnet', 'roadshow'] as const;
export type SiteName = (typeof SITES)[number];

export function isSite(value: string): value is SiteName {
  return (SITES as readonly string[]).includes(value);
}
