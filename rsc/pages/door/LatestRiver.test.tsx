import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentLink } from '../../../shared/models/contentLink';
import { LatestRiver, latestStories } from './LatestRiver';

const link = (url: string, datePublished?: string) =>
  ({ title: url.slice(1), url, datePublished }) as unknown as ContentLink;
const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('the Latest river', () => {
  it('takes the newest stories of every list, each once, leaving out those shown above and undated ones', () => {
    const tech = [
      link('/a', '2026-03-10T09:00:00Z'),
      link('/b', '2026-03-08T09:00:00Z'),
      link('/lead', '2026-03-10T11:00:00Z'),
    ];
    const home = [link('/c', '2026-03-10T10:00:00Z'), link('/a', '2026-03-10T09:00:00Z'), link('/undated')];
    expect(latestStories([tech, home], new Set(['/lead'])).map((item) => item.url)).toEqual(['/c', '/a', '/b']);
    expect(latestStories([tech, home], new Set(), 2).map((item) => item.url)).toEqual(['/lead', '/c']);
  });

  it('lists each story as a link with its relative time, and renders nothing without stories', () => {
    const html = renderToStaticMarkup(<LatestRiver items={[link('/c', '2026-03-10T10:00:00Z')]} now={NOW} />);
    expect(html).toContain('<h2>Latest</h2>');
    expect(html).toMatch(/<li><time dateTime="2026-03-10T10:00:00.000Z">2 hours ago<\/time><a href="\/c">c<\/a><\/li>/);
    expect(renderToStaticMarkup(<LatestRiver items={[]} now={NOW} />)).toBe('');
  });
});
