/** Author helpers shared by pages and structured data. */
import type { Author } from './models/author';

export function authorName(author: Pick<Author, 'firstName' | 'lastName' | 'username'>): string {
  const name = [author.firstName, author.lastName].filter(Boolean).join(' ').trim();
  return name || author.username;
}

/** Spec 000 §2: /profiles/{username}/ with the username lowercased. */
export function profilePath(username: string): string {
  return `/profiles/${encodeURIComponent(username.toLowerCase())}/`;
}
