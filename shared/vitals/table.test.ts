import { describe, expect, it } from 'vitest';
import type { ComparedRow } from './percentiles';
import { renderTable } from './table';

describe('renderTable', () => {
  const row: ComparedRow = {
    pageType: 'tech-article',
    navigation: 'soft',
    metric: 'LCP',
    count: 12,
    p75: 412.4,
    p95: 980,
  };

  it('prints p75 and p95 per row, CLS with decimals', () => {
    const lines = renderTable([row, { ...row, metric: 'CLS', p75: 0.0123, p95: 0.1 }], false).split('\n');
    expect(lines[0]).toMatch(/^page type\s+nav\s+metric\s+n\s+p75\s+p95$/);
    expect(lines[2]).toMatch(/^tech-article\s+soft\s+LCP ms\s+12\s+412\s+980$/);
    expect(lines[3]).toMatch(/CLS\s+12\s+0\.012\s+0\.100$/);
  });

  it('beside a previous run, shows its values and the change', () => {
    const lines = renderTable(
      [
        { ...row, before: { p75: 500, p95: 980 } },
        { ...row, pageType: 'door' },
      ],
      true,
    ).split('\n');
    expect(lines[2]).toMatch(/412\s+980\s+500\s+980\s+-18%\s+0%$/);
    expect(lines[3]).toMatch(/–\s+–\s+–\s+–$/);
  });
});
