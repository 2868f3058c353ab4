/**
 * The author's latest content (listing call of type author), a secondary section: it streams in
 * its own Suspense boundary; a failed call leaves it out, logged and reported.
 */
import { PROFILE_ARTICLE_LIMIT } from '../../../shared/node/doorPages';
import type { RscServices } from '../../../shared/render/contract';
import type { Brand } from '../../../shared/routes/types';
import { ContentList } from '../../components/ContentList';

interface ProfileArticlesProps {
  services: RscServices;
  onFailure?: (error: unknown) => void;
  brand: Brand;
  username: string;
  name: string;
  now: number;
}

export async function ProfileArticles({ services, onFailure, brand, username, name, now }: ProfileArticlesProps) {
  let items;
  try {
    items = (await services.content.getListing(brand, 'author', username, { limit: PROFILE_ARTICLE_LIMIT })).items;
  } catch (error) {
    onFailure?.(error);
    services.log.warn('profile articles unavailable', {
      username,
      err: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
  if (items.length === 0) return <p className="profile-empty">No stories from {name} yet.</p>;
  return (
    <ContentList
      title={`Latest from ${name}`}
      items={items}
      imageBaseUrl={services.imageBaseUrl}
      now={now}
      className="profile-articles section-list compact"
    />
  );
}

export function ProfileArticlesPlaceholder() {
  return <section className="profile-articles placeholder" aria-busy="true" aria-label="Loading stories" />;
}
