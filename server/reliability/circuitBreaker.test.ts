import { describe, expect, it } from 'vitest';
import { createBreakers } from './circuitBreaker';

function setup() {
  let now = 0;
  const changes: string[] = [];
  const breakers = createBreakers({
    windowMs: 10_000,
    minCalls: 4,
    failureRatio: 0.5,
    openMs: 5000,
    now: () => now,
    onStateChange: (f, s) => changes.push(`${f}:${s}`),
  });
  return { breakers, changes, advance: (ms: number) => (now += ms) };
}

describe('createBreakers', () => {
  it('opens when enough recent calls failed, and then fails fast', () => {
    const { breakers, changes } = setup();
    for (const ok of [true, false, true]) breakers.record('article', ok);
    expect(breakers.state('article')).toBe('closed'); // fewer than minCalls
    breakers.record('article', false);
    expect(breakers.state('article')).toBe('open');
    expect(breakers.allow('article')).toBe(false);
    expect(breakers.allow('listing')).toBe(true); // families are independent
    expect(changes).toEqual(['article:open']);
  });

  it('lets one probe through after the open time: success closes, failure reopens', () => {
    const { breakers, advance } = setup();
    for (let i = 0; i < 4; i++) breakers.record('page', false);
    advance(5000);
    expect(breakers.allow('page')).toBe(true);
    expect(breakers.state('page')).toBe('half_open');
    expect(breakers.allow('page')).toBe(false); // one probe at a time
    breakers.record('page', false);
    expect(breakers.state('page')).toBe('open');
    expect(breakers.allow('page')).toBe(false);
    advance(5000);
    expect(breakers.allow('page')).toBe(true);
    breakers.record('page', true);
    expect(breakers.state('page')).toBe('closed');
    expect(breakers.allow('page')).toBe(true);
  });

  it('forgets failures older than the window', () => {
    const { breakers, advance } = setup();
    for (let i = 0; i < 3; i++) breakers.record('nav', false);
    advance(11_000);
    for (let i = 0; i < 3; i++) breakers.record('nav', true);
    breakers.record('nav', false);
    expect(breakers.state('nav')).toBe('closed');
  });
});
