/**
 * The page's primary content, fetched before the status line is committed
 * (docs/decisions/002-status-before-streaming.md): a missing article is a real 404, a moved one
 * a real 301, a broken upstream a real 5xx. Each route kind has its loader (loaders/registry.ts).
 */
import type { PageContext } from '../middleware/types';
import { PRIMARY_LOADERS } from './loaders/registry';
import type { PrimaryDeps, PrimaryOutcome } from './loaders/types';

export type { PrimaryDeps, PrimaryOutcome } from './loaders/types';

export function loadPrimary(ctx: PageContext, deps: PrimaryDeps): Promise<PrimaryOutcome> {
  const loader = PRIMARY_LOADERS[ctx.match.meta.kind];
  return loader ? loader(ctx, deps) : Promise.resolve({ type: 'not-found' });
}
