/**
 * The peer's content API client: the same calls Neutron makes for an article page, to the same
 * local upstream. Every page request renders (the page is dynamic); the JSON answers are kept in
 * memory for a minute, as Neutron's content cache keeps them, so in the bench both render from
 * warm content and neither pays an upstream call per request.
 */
const API = process.env.CONTENT_API_URL ?? 'http://127.0.0.1:4101';
const KEY = process.env.CONTENT_API_KEY ?? 'local-dev-key';

const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
const cache = new Map();

async function load(url, property) {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) return null;
  const body = await res.json();
  return body?.data?.[property] ?? null;
}

function get(path, query, property) {
  const url = `${API}${path}?${new URLSearchParams({ ...query, apiKey: KEY })}`;
  const hit = cache.get(url);
  if (hit && hit.expires > Date.now()) return hit.value;
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value);
  const value = load(url, property).catch(() => null);
  cache.set(url, { value, expires: Date.now() + TTL_MS });
  return value;
}

export const article = (slug) => get(`/api/neutron/articles/cnet/${encodeURIComponent(slug)}/web`, {}, 'article');

export const nav = () =>
  get(
    '/api/neutron/components/cnet/editorial/editorial_quote/curated-nav-redesign/web',
    {
      componentName: 'curated-nav-redesign',
      componentDisplayName: 'Curated Nav Redesign',
      componentType: 'CuratedNav',
    },
    'component',
  );

export const listing = (topic) =>
  get(
    `/api/neutron/components/cnet/listing/topic/${encodeURIComponent(topic)}/web`,
    { componentType: 'ContentList', limit: '5', offset: '0' },
    'component',
  );

export const imageUrl = (path, width) =>
  `${API}/resize${path}?format=webp&width=${width}&height=${Math.round((width * 9) / 16)}`;
