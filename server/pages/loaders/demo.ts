import { DEMO_ITEM_LIMIT } from '../../../shared/node/doorPages';
import type { PrimaryLoader } from './types';

/** The section whose latest content the component demo shows (real cards, real images). */
const DEMO_SECTION = 'tech';

/**
 * /icon-demo/ and /neon-demo/ (000 §2: production only, which the server enforces before this
 * runs): small pages showing our components. The neon demo shows real cards; a failed listing
 * call leaves them out rather than failing a demo page.
 */
export const loadDemo: PrimaryLoader = async (ctx, { content }) => {
  const name = ctx.match.baseName;
  if (name !== 'neon-demo') return { type: 'data', data: { kind: 'demo', name, items: [] } };
  const items = await content
    .getListing(ctx.brand, 'section', DEMO_SECTION, { limit: DEMO_ITEM_LIMIT }, ctx.timing)
    .then((listing) => listing.items)
    .catch(() => []);
  return { type: 'data', data: { kind: 'demo', name, items } };
};
