import { FRONT_DOOR_PAGES } from '../../../shared/node/doorPages';
import type { PrimaryLoader } from './types';

/**
 * The front door: the page composer's door page. The composer pages nothing, so /2/ and beyond
 * (past FRONT_DOOR_PAGES) are the 404 page rather than a copy of page 1 (decision 011).
 */
export const loadDoor: PrimaryLoader = async (ctx, { content }) => {
  const pageNumber = Number(ctx.match.params.pageNumber ?? '1');
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > FRONT_DOOR_PAGES) return { type: 'not-found' };
  const page = await content.getPage(ctx.brand, 'door', 'frontdoor', ctx.timing);
  return { type: 'data', data: { kind: 'door', page } };
};
