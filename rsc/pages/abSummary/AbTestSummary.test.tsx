import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AbTestSummaryRow } from '../../../shared/ab/summary';
import { AB_SUMMARY_TEXTS, AbTestSummary } from './AbTestSummary';

const charCount: AbTestSummaryRow = {
  id: 'char_count_test',
  version: '1',
  startDate: '2026-09-01T00:00:00.000Z',
  endDate: '2027-03-01T00:00:00.000Z',
  criteria: 'articlePages',
  allocations: [
    { bucket: 'control', percentage: 28 },
    { bucket: 'testA', percentage: 33 },
    { bucket: 'testB', percentage: 33 },
    { bucket: 'testC', percentage: 0 },
  ],
  excludedPercentage: 6,
};
const serviceOff: AbTestSummaryRow = {
  ...charCount,
  id: 'service_off',
  criteria: null,
  allocations: [
    { bucket: 'control', percentage: 50 },
    { bucket: 'testA', percentage: 50 },
  ],
  excludedPercentage: 0,
};

const rowOf = (html: string, id: string) => html.match(new RegExp(`<tr id="ab-test-${id}">(.*?)</tr>`))?.[1] ?? '';

describe('AbTestSummary', () => {
  it('lists each active test with its allocations, the excluded share and the visitor’s bucket', () => {
    const html = renderToStaticMarkup(
      <AbTestSummary
        tests={[charCount, serviceOff]}
        visitor={[{ id: 'char_count_test', version: '1', bucket: 'testB' }]}
      />,
    );
    expect(html).toContain(`<h1>${AB_SUMMARY_TEXTS.title}</h1>`);
    expect(html).toContain('<th scope="col">Allocations</th>');
    const row = rowOf(html, 'char_count_test');
    expect(row).toContain('<th scope="row">char_count_test</th>');
    expect(row).toContain(
      '<time dateTime="2026-09-01T00:00:00.000Z">2026-09-01</time> to <time dateTime="2027-03-01T00:00:00.000Z">2027-03-01</time>',
    );
    expect(row).toContain(
      '<ul><li>control 28%</li><li>testA 33%</li><li>testB 33%</li><li>testC 0%</li><li>exclude 6%</li></ul>',
    );
    expect(row).toMatch(/<td>testB<\/td>$/);
    const other = rowOf(html, 'service_off');
    expect(other).toContain(`<td>${AB_SUMMARY_TEXTS.allPages}</td>`);
    expect(other).not.toContain('exclude');
    expect(other).toMatch(new RegExp(`<td>${AB_SUMMARY_TEXTS.notInTest}</td>$`));
  });

  it('shows the visitor’s state, exclusions included', () => {
    const html = renderToStaticMarkup(
      <AbTestSummary tests={[charCount]} visitor={[{ id: 'char_count_test', version: '1', bucket: 'exclude' }]} />,
    );
    expect(html).toContain('<tr><th scope="row">char_count_test</th><td>1</td><td>exclude</td></tr>');
  });

  it('says so when the visitor is in no test, nothing runs, or the definitions are unavailable', () => {
    expect(renderToStaticMarkup(<AbTestSummary tests={[]} visitor={[]} />)).toContain(
      `<p>${AB_SUMMARY_TEXTS.noState}</p>`,
    );
    expect(renderToStaticMarkup(<AbTestSummary tests={[]} visitor={[]} />)).toContain(
      `<p>${AB_SUMMARY_TEXTS.noTests}</p>`,
    );
    expect(renderToStaticMarkup(<AbTestSummary tests={null} visitor={[]} />)).toContain(
      `<p>${AB_SUMMARY_TEXTS.unavailable}</p>`,
    );
  });

  it('escapes what it shows', () => {
    const html = renderToStaticMarkup(
      <AbTestSummary tests={[]} visitor={[{ id: '<b>', version: '1', bucket: '"x"' }]} />,
    );
    expect(html).toContain('&lt;b&gt;');
    expect(html).not.toContain('<b>');
  });
});
