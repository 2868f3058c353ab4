/**
 * The content platform's change webhook (Neutron decision 081): when content changes through
 * the control API or the live publisher (an article edit, a listing edit with the door pages
 * made from it, a live item published, updated or removed), the upstream
 * POSTs `{"changes":[...]}` to UPSTREAM_PURGE_URL (Neutron's `/_purge`, usually through the
 * load balancer) with `Authorization: Bearer UPSTREAM_PURGE_KEY`. Unset: nothing is sent.
 * A failed or slow delivery is logged, never retried forever, and never fails the edit.
 */
export type ContentChange =
  | { type: 'article'; site: string; slug: string }
  | { type: 'live'; site: string; slug: string }
  | { type: 'listing'; site: string; listingType: string; id: string }
  | { type: 'page'; site: string; pageType: string; slug: string };

export interface Announcer {
  announce(changes: ContentChange[]): Promise<void>;
}

/** One delivery attempt is given this long. */
const DELIVERY_TIMEOUT_MS = 2000;
/** Attempts per announcement (the second after a short pause). */
const ATTEMPTS = 2;

/** Changes per webhook call (Neutron's MAX_PURGE_CHANGES). */
const CHANGES_PER_CALL = 100;

export function createAnnouncer(target: { url: string; key: string } | undefined): Announcer {
  const announcer: Announcer = {
    async announce(changes) {
      if (!target || changes.length === 0) return;
      if (changes.length > CHANGES_PER_CALL) {
        for (let at = 0; at < changes.length; at += CHANGES_PER_CALL)
          await announcer.announce(changes.slice(at, at + CHANGES_PER_CALL));
        return;
      }
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          const res = await fetch(target.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${target.key}` },
            body: JSON.stringify({ changes }),
            signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
          });
          await res.arrayBuffer();
          if (res.ok) return;
          console.error(JSON.stringify({ msg: 'content change webhook refused', status: res.status, attempt }));
          if (res.status < 500) return;
        } catch (error) {
          console.error(
            JSON.stringify({
              msg: 'content change webhook failed',
              err: error instanceof Error ? error.message : String(error),
              attempt,
            }),
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
  return announcer;
}
