import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, serializeConsent } from '../../../client/consent/consentCookie';
import {
  ANALYTICS_PREAMP_TIMEOUT_MS,
  ANALYTICS_READY_EVENT,
  PREAMP_HIDING_CLASS,
  analyticsPreampHeadScript,
} from './analyticsPreamp';

/** A stand-in document: its cookie, the <html> element's classes and attributes, event listeners. */
function fakeDocument(cookie: string) {
  const classes = new Set<string>();
  const attributes: Record<string, string> = {};
  const listeners = new Map<string, Set<() => void>>();
  return {
    cookie,
    documentElement: {
      classList: { add: (name: string) => classes.add(name), remove: (name: string) => classes.delete(name) },
      setAttribute: (name: string, value: string) => (attributes[name] = value),
    },
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    dispatch: (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener()),
    hiding: () => classes.has(PREAMP_HIDING_CLASS),
    outcome: () => attributes['data-preamp'],
  };
}

function run(cookie: string) {
  const document = fakeDocument(cookie);
  runInNewContext(analyticsPreampHeadScript(), { document, setTimeout, clearTimeout });
  return document;
}

const consentCookie = (categories: Parameters<typeof serializeConsent>[0]) =>
  `a=1; ${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(categories))}; b=2`;

describe('analyticsPreampHeadScript', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('001 §9: stops hiding preload elements after 3000 ms when the analytics vendor never answers', () => {
    expect(ANALYTICS_PREAMP_TIMEOUT_MS).toBe(3000);
    const document = run(consentCookie(['C0002']));
    expect(document.hiding()).toBe(true);
    vi.advanceTimersByTime(ANALYTICS_PREAMP_TIMEOUT_MS - 1);
    expect(document.hiding()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.hiding()).toBe(false);
    expect(document.outcome()).toBe('timeout');
  });

  it('lets go as soon as the vendor says it is ready, and the timer then changes nothing', () => {
    const document = run(consentCookie(['C0002', 'C0004']));
    vi.advanceTimersByTime(400);
    document.dispatch(ANALYTICS_READY_EVENT);
    expect(document.hiding()).toBe(false);
    expect(document.outcome()).toBe('ready');
    vi.advanceTimersByTime(ANALYTICS_PREAMP_TIMEOUT_MS);
    expect(document.outcome()).toBe('ready');
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['no consent cookie (undecided)', 'a=1'],
    ['performance refused', consentCookie(['C0003', 'C0004'])],
    ['everything refused', consentCookie([])],
    ['an unreadable consent cookie', `${CONSENT_COOKIE}=%E0%A4%A`],
    ['a look-alike cookie name', `x${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(['C0002']))}`],
    ['another version', `${CONSENT_COOKIE}=${encodeURIComponent('v2:C0002:1')}`],
  ])('never hides when the vendor will not run: %s', (_, cookie) => {
    const document = run(cookie);
    expect(document.hiding()).toBe(false);
    expect(document.outcome()).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cannot close its script element', () => {
    expect(analyticsPreampHeadScript()).not.toContain('</');
  });
});
