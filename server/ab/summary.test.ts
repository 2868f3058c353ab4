import { describe, expect, it } from 'vitest';
import { validateAbTests } from '../../shared/ab/definition';
import { loadAbSummary } from './summary';

const now = Date.parse('2026-11-22T00:00:00Z');
const { tests } = validateAbTests([
  {
    id: 'vpn_ads',
    version: '1',
    startDate: '2026-01-01T00:00:00Z',
    endDate: '2027-01-01T00:00:00Z',
    allocations: [
      { percentage: 45, bucket: 'control' },
      { percentage: 45, bucket: 'testA' },
    ],
  },
  { id: 'bf_deals', version: '1', startDate: '2025-01-01T00:00:00Z', endDate: '2025-02-01T00:00:00Z', allocations: [] },
]);

describe('loadAbSummary', () => {
  it('summarises the active tests of the site', async () => {
    const rows = await loadAbSummary({ get: async (site) => (site === 'cnet' ? tests : []) }, 'cnet', now);
    expect(rows?.map((row) => [row.id, row.excludedPercentage])).toEqual([['vpn_ads', 10]]);
  });

  it('answers null when the definitions are unavailable', async () => {
    expect(await loadAbSummary({ get: async () => null }, 'cnet', now)).toBeNull();
  });
});
