import { describe, expect, it } from 'vitest';
import { FORM_OF_ROUTE } from '../../shared/forms/fields';
import { createRouter } from '../../shared/node/routes/match';
import { UTILITY_PATHS } from './paths';

describe('UTILITY_PATHS', () => {
  const router = createRouter();
  it.each(Object.entries(UTILITY_PATHS))('%s is the route table’s utility page at %s', (name, path) => {
    const resolved = router.resolve(path.replace(':slug', 'daily-brief'));
    expect(resolved.type).toBe('match');
    if (resolved.type === 'match') {
      expect(resolved.match.baseName).toBe(name);
      expect(resolved.match.meta.kind).toBe('utility');
    }
  });

  it('serves every page that has a form', () => {
    for (const name of Object.keys(FORM_OF_ROUTE)) expect(Object.keys(UTILITY_PATHS)).toContain(name);
  });
});
