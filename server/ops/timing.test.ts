import { describe, expect, it } from 'vitest';
import { ServerTiming } from './timing';

describe('ServerTiming', () => {
  it('renders entries in order with one decimal and quoted descriptions', () => {
    let now = 100;
    const timing = new ServerTiming(() => now);
    const endRoute = timing.start('route');
    now += 0.14;
    endRoute();
    timing.start('middleware');
    now += 0.3;
    expect(timing.end('middleware')).toBeCloseTo(0.3);
    timing.add('upstream', 12.44, 'article');
    timing.add('render', 2.1);
    expect(timing.header()).toBe('route;dur=0.1, middleware;dur=0.3, upstream;dur=12.4;desc="article", render;dur=2.1');
  });

  it('escapes descriptions and ignores invalid names and durations', () => {
    const timing = new ServerTiming();
    timing.add('upstream', 1, 'a"b\\c\nd');
    timing.add('bad name', 1);
    timing.add('nan', Number.NaN);
    expect(timing.header()).toBe('upstream;dur=1;desc="a\\"b\\\\c d"');
    expect(timing.end('never-started')).toBeUndefined();
  });

  it('keeps the header bounded', () => {
    const timing = new ServerTiming();
    for (let i = 0; i < 100; i++) timing.add('upstream', 1);
    expect(timing.header().split(', ')).toHaveLength(32);
  });
});
