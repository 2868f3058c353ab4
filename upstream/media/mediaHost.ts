/**
 * The world's media files live on a fictional CDN (`MEDIA_HOST`, https://media.neutron.test), as
 * real content does. The local upstream serves those files itself under /media/, so every content
 * API answer is rewritten on the way out: `https://media.neutron.test/...` becomes
 * `{the origin the caller used}/media/...` (from the request URL, which Node builds from the Host
 * header). The world stays independent of the port the upstream happens to listen on. The one
 * deliberately insecure rendition (`http://media.neutron.test/...`) is left alone: it must stay
 * insecure so the player's "skip http://" rule (001 §5) keeps something to skip.
 */
import type { MiddlewareHandler } from 'hono';
import { MEDIA_HOST } from '../world/videos';

/** Where the upstream serves media files. */
export const MEDIA_PATH = '/media';

/** The origin media URLs are rewritten to, or undefined for a request URL we cannot trust. */
export function mediaOrigin(requestUrl: string): string | undefined {
  try {
    const url = new URL(requestUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The JSON text with the world's media host replaced by `{origin}/media`. */
export function rewriteMediaHost(text: string, origin: string): string {
  return text.replaceAll(`${MEDIA_HOST}/`, `${origin}${MEDIA_PATH}/`);
}

/** Rewrites JSON answers that mention the media host; everything else passes untouched. */
export const mediaHostMiddleware: MiddlewareHandler = async (c, next) => {
  await next();
  const origin = mediaOrigin(c.req.url);
  if (origin === undefined || !(c.res.headers.get('content-type') ?? '').includes('json')) return;
  const text = await c.res.clone().text();
  if (!text.includes(MEDIA_HOST)) return;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  c.res = new Response(rewriteMediaHost(text, origin), { status: c.res.status, headers });
};
