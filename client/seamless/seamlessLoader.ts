/**
 * Fetches what seamless scrolling shows (spec 001 §4, §5, §7): the listing once (limit 3, through
 * our listing proxy), then, one call at a time, the next article's RSC payload — its own URL with
 * `RSC: 1` and the seamless marker, decoded with createFromFetch as the client router does. Never
 * requests a page already requested for the same type and id (the opened article included).
 */
import type { ReactNode } from 'react';
import { createFromFetch } from 'react-server-dom-webpack/client';
import { RSC_HEADER } from '../../shared/render/protocol';
import { SEAMLESS_HEADER, SEAMLESS_LISTING_LIMIT } from '../../shared/seamless/constants';
import { formatSeamlessMarker } from '../../shared/seamless/marker';
import { claimNext, listingRequest, readListing, RequestedPages } from '../../shared/seamless/requests';
import type { ListingInput, SeamlessEntry } from '../../shared/seamless/requests';

export interface LoadedArticle {
  /** `${type}:${id}` of the article. */
  key: string;
  contentId: string;
  url: string;
  /** The listing's title, until the rendered article says better. */
  title?: string;
  position: number;
  tree: ReactNode;
}

export interface SeamlessLoader {
  /** The next article, or null when there is none left (or the listing could not be asked). */
  next(): Promise<LoadedArticle | null>;
}

async function fetchListing(input: ListingInput, signal: AbortSignal): Promise<SeamlessEntry[]> {
  const request = listingRequest(input);
  if (request.type === 'skip') {
    console.warn(request.warning);
    return [];
  }
  const res = await fetch(request.url, { signal, credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Seamless listing answered ${res.status}`);
  return readListing(await res.json());
}

function fetchArticle(entry: SeamlessEntry, position: number, signal: AbortSignal): Promise<ReactNode> {
  const response = fetch(entry.url, {
    signal,
    credentials: 'same-origin',
    headers: { [RSC_HEADER]: '1', [SEAMLESS_HEADER]: formatSeamlessMarker(position, entry.source) },
  }).then((res) => {
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !type.startsWith('text/x-component'))
      throw new Error(`Seamless article ${entry.url} answered ${res.status} ${type}`);
    return res;
  });
  return createFromFetch<ReactNode>(response);
}

export function createSeamlessLoader(input: ListingInput & { contentId: string }, signal: AbortSignal): SeamlessLoader {
  const requested = new RequestedPages({ id: input.contentId });
  let listing: Promise<SeamlessEntry[]> | undefined;
  let position = 0;

  return {
    async next() {
      listing ??= fetchListing(input, signal);
      const entries = await listing;
      if (position >= SEAMLESS_LISTING_LIMIT) return null;
      const entry = claimNext(entries, requested);
      if (!entry) return null;
      position += 1;
      const tree = await fetchArticle(entry, position, signal);
      return {
        key: `${entry.type}:${entry.id}`,
        contentId: entry.id,
        url: entry.url,
        title: entry.title,
        position,
        tree,
      };
    },
  };
}
