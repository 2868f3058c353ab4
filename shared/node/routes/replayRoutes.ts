/**
 * 000 §2 Replay: "/replay/ prefixed versions of the article paths". Each article route gets a
 * replay twin named `{name}-replay` at `/replay{pattern}`, whose canonical address is the
 * original's. (Review and video replays have paths of their own: contentRoutes.ts.)
 */
import type { RouteDef } from '../../routes/types';

export const REPLAY_PREFIX = '/replay';

export function replayRoutes(articleRoutes: readonly RouteDef[]): RouteDef[] {
  return articleRoutes
    .filter((def) => !def.linkOnly)
    .map((def) => ({
      ...def,
      name: `${def.name}-replay`,
      pattern: `${REPLAY_PREFIX}${def.pattern}`,
      meta: { ...def.meta, kind: 'replay', pageType: `${def.meta.pageType}-replay`, canonical_route: def.name },
    }));
}
