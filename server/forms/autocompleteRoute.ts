/**
 * `GET /api/geo/autocomplete?q=` (decision 077): the address suggestions of the internet plans
 * lookup, from the Geo autocomplete call (smarty), on our own origin so the browser never sees
 * the api key. 400 for a missing, short or long `q`; 502/504 when the Geo service fails.
 */
import { ADDRESS_MAX_LENGTH, AUTOCOMPLETE_MIN_LENGTH, AUTOCOMPLETE_PATH } from '../../shared/forms/geo';
import type { App, AppContext } from '../http/appEnv';
import { statusForError } from '../content/errors';
import type { FormsClient } from './client';

export function registerAutocompleteRoute(app: App, forms: FormsClient): void {
  app.get(AUTOCOMPLETE_PATH, async (c: AppContext) => {
    c.set('routeName', 'geo-autocomplete');
    const values = c.req.queries('q') ?? [];
    const q = values.length === 1 ? values[0]!.trim() : '';
    if (q.length < AUTOCOMPLETE_MIN_LENGTH || q.length > ADDRESS_MAX_LENGTH) {
      return c.json({ error: `q must be ${AUTOCOMPLETE_MIN_LENGTH} to ${ADDRESS_MAX_LENGTH} characters` }, 400, {
        'cache-control': 'no-cache',
      });
    }
    try {
      const suggestions = await forms.autocomplete('cnet', q);
      return c.json({ suggestions: suggestions.map((s) => ({ text: s.text, zipcode: s.zipcode })) }, 200, {
        'cache-control': 'private, max-age=300',
      });
    } catch (error) {
      const status = statusForError(error) === 504 ? 504 : 502;
      c.get('log').warn('address suggestions failed', {
        status,
        err: error instanceof Error ? error.message : String(error),
      });
      return c.json({ error: 'Suggestions are not available' }, status, { 'cache-control': 'no-cache' });
    }
  });
}
