import type { PrimaryLoader } from './types';

/**
 * /profiles/{username}/ (the router has already lowercased the username): the author from the
 * authors call (000 §7). An unknown username is the 404 page; 001 §5 "Author valid only with a
 * username" holds because the model requires one. The author's content streams in below.
 */
export const loadProfile: PrimaryLoader = async (ctx, { content }) => {
  const username = ctx.match.params.username;
  if (!username) return { type: 'not-found' };
  const authors = await content.getAuthors(ctx.brand, [username], ctx.timing);
  const author = authors.find((candidate) => candidate.username.toLowerCase() === username);
  return author ? { type: 'data', data: { kind: 'profile', author } } : { type: 'not-found' };
};
