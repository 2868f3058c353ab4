/**
 * Video captions for the player's <track> (spec 000 §7 / 001 §7): /videos/captions/{slug}.vtt
 * (and the roadshow form) relays the captions call, which needs the API key, as text/vtt.
 */
import type { App, AppContext } from './appEnv';
import type { Brand } from '../../shared/routes/types';
import type { ContentApi } from '../content/api';
import { statusForError } from '../content/errors';

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.vtt$/;

export function registerCaptionsRoutes(app: App, content: ContentApi): void {
  const answer = async (c: AppContext, site: Brand) => {
    c.set('routeName', 'captions');
    const match = FILE.exec(c.req.param('file') ?? '');
    if (!match) return c.text('Not found', 404, { 'cache-control': 'no-cache' });
    try {
      const text = await content.getCaptions(site, match[1]!);
      return c.body(text, 200, { 'content-type': 'text/vtt; charset=utf-8', 'cache-control': 'public, max-age=86400' });
    } catch (error) {
      const status = statusForError(error);
      const code = status === 404 || status === 504 || status === 503 ? status : 502;
      return c.text(code === 404 ? 'Not found' : 'Captions unavailable', code, { 'cache-control': 'no-cache' });
    }
  };
  app.get('/videos/captions/:file', (c) => answer(c, 'cnet'));
  app.get('/roadshow/videos/captions/:file', (c) => answer(c, 'roadshow'));
}
