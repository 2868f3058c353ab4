import { PROFILE_ARTICLE_LIMIT } from '../../../shared/node/doorPages';
import type { PrimaryLoader } from './types';

/**
 * /profiles/{username}/ (the router has already lowercased the username): the author from the
 * authors call (000 §7). An unknown username is the 404 page; 001 §5 "Author valid only with a
 * username" holds because the model requires one. The author's content streams in below
 * (rsc/pages/profile/ProfileArticles.tsx): its listing is asked for beside the authors call, not
 * after its answer (decision 108); an author whose username is not all lowercase costs one unused call.
 */
export const loadProfile: PrimaryLoader = async (ctx, { content }) => {
  const username = ctx.match.params.username;
  if (!username) return { type: 'not-found' };
  const asked = content.getAuthors(ctx.brand, [username], ctx.timing);
  content.prefetchListing(ctx.brand, 'author', username, { limit: PROFILE_ARTICLE_LIMIT });
  const authors = await asked;
  const author = authors.find((candidate) => candidate.username.toLowerCase() === username);
  return author ? { type: 'data', data: { kind: 'profile', author } } : { type: 'not-found' };
};
