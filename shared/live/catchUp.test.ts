import { describe, expect, it } from 'vitest';
import { liveItemsPath, readCatchUpResponse as schemaCatchUp } from './catchUp';
import { readCatchUpResponse as readCatchUp } from '../../client/live/frameReader';

describe('live items path (000 §7: GET /api/neutron/livearticles/{site}/items/{contentId}/{start}/web)', () => {
  const rows: Array<[site: string, contentId: string, start: number, path: string]> = [
    ['cnet', 'abc-123', 12, '/api/neutron/livearticles/cnet/items/abc-123/12/web'],
    ['roadshow', 'x', 0, '/api/neutron/livearticles/roadshow/items/x/0/web'],
    ['cnet', 'a/b?c', 1, '/api/neutron/livearticles/cnet/items/a%2Fb%3Fc/1/web'],
    ['cnet', 'x', -3, '/api/neutron/livearticles/cnet/items/x/0/web'],
    ['cnet', 'x', Number.NaN, '/api/neutron/livearticles/cnet/items/x/0/web'],
    ['cnet', 'x', 1.5, '/api/neutron/livearticles/cnet/items/x/0/web'],
  ];
  it.each(rows)('%s %s %s', (site, contentId, start, path) => {
    expect(liveItemsPath(site, contentId, start)).toBe(path);
  });
});

describe.each([
  ['zod schemas', schemaCatchUp],
  ['browser decoder', readCatchUp],
] as const)(
  'catch-up response ("response data.items merged into channel; failure only logged"): %s',
  (_decoder, readCatchUpResponse) => {
    it('reads data.items, dropping entries it cannot read and keeping a missing sequence missing', () => {
      const result = readCatchUpResponse({ data: { items: [{ id: 'a', sequence: 5 }, { id: 'b' }, { nope: true }] } });
      expect(result.ok).toBe(true);
      if (result.ok)
        expect(result.items.map(({ id, sequence }) => [id, sequence])).toEqual([
          ['a', 5],
          ['b', undefined],
        ]);
    });

    it.each([
      ['null', null],
      ['a string', 'items'],
      ['no data', {}],
      ['no items', { data: {} }],
      ['items not a list', { data: { items: { id: 'a' } } }],
    ])('%s is a failure, not a throw', (_name, body) => {
      const result = readCatchUpResponse(body);
      expect(result.ok).toBe(false);
    });
  },
);
