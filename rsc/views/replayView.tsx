import type { PrimaryData } from '../../shared/render/contract';
import type { PageView } from './types';

/** Replays are never indexed: the original address is the one search engines should keep. */
export const REPLAY_ROBOTS = 'noindex';

type ViewOf = <K extends PrimaryData['kind']>(kind: K) => PageView<K>;

/**
 * A replay (000 §2): the original route's own view of the same content, with robots noindex and
 * the canonical (and og:url) at the original address. `viewOf` is the view registry, passed in
 * so this file does not import it.
 */
export function createReplayView(viewOf: ViewOf): PageView<'replay'> {
  return ({ original, canonicalPath }, context) => {
    const parts = viewOf(original.kind)(original as never, context);
    const canonical = canonicalPath ? `${context.origin}${canonicalPath}` : parts.head.canonical;
    return {
      ...parts,
      head: {
        ...parts.head,
        robots: REPLAY_ROBOTS,
        canonical,
        ...(parts.head.og ? { og: { ...parts.head.og, url: canonical } } : {}),
      },
    };
  };
}
