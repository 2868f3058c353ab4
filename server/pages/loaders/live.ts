import type { LiveArticle } from '../../../shared/models/liveArticle';
import { routePath } from '../../../shared/node/routes/links';
import { selectLiveRoute } from '../../routes/selection';
import { composerItem } from './composerItem';
import type { PrimaryLoader } from './types';
import { canonicalPath } from '../../content/canonicalPath';
import { canonicalRedirect } from './types';

function selectedPath(live: LiveArticle): string | null {
  const selection = selectLiveRoute(live);
  return routePath(selection.name, selection.params);
}

/**
 * Live coverage (/{type}-live/{slug}/): the composer's live article page with its items. The
 * wrong type in the address (news for a deals live article) redirects to the right one.
 */
export const loadLive: PrimaryLoader = async (ctx, deps) => {
  const live = await composerItem(ctx, deps, 'livearticle', ctx.match.params.slug!, 'LiveArticle');
  return (
    canonicalRedirect(ctx, canonicalPath(live.canonicalUrl) ?? selectedPath(live), deps) ?? {
      type: 'data',
      data: { kind: 'live', live },
    }
  );
};
