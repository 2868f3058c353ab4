/** Author rules of spec 000 §5 / 001 §3: valid only with a username; twitter handle with '@'. */
import type { Author } from '../../shared/models/author';

export function isValidAuthor(author: Partial<Pick<Author, 'username'>> | undefined | null): boolean {
  return typeof author?.username === 'string' && author.username.trim().length > 0;
}

export function twitterHandle(handle: string | undefined): string | undefined {
  const trimmed = handle?.trim();
  if (!trimmed) return undefined;
  return trimmed.startsWith('@') ? trimmed : `@${trimmed}`;
}
