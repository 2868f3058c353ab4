import type { PrimaryLoader } from './types';

/** The front door: the page composer's door page. */
export const loadDoor: PrimaryLoader = async (ctx, { content }) => {
  const page = await content.getPage(ctx.brand, 'door', 'frontdoor', ctx.timing);
  return { type: 'data', data: { kind: 'door', page } };
};
