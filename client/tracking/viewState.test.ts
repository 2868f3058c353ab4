import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ViewStateModule from './viewState';

/** A fresh module per test: the view state is page-lifetime module state. */
let views: typeof ViewStateModule;

beforeEach(async () => {
  vi.resetModules();
  views = await import('./viewState');
});

describe('view guids shared by page views and ads', () => {
  it('an ad asking before its view begins gets the guid that view then takes', () => {
    const forAd = views.viewGuidFor('/tech/a/');
    const view = views.beginView('http://site.test/tech/a/', false);
    expect(view.guid).toBe(forAd);
    expect(view.viewNumber).toBe(1);
    expect(views.viewGuidFor('/tech/a/?')).toBe(forAd);
  });

  it('the first view keeps the guid handed out before it; later views get new ones', () => {
    const early = views.currentViewGuid();
    expect(views.beginView('/a/', false).guid).toBe(early);
    const second = views.beginView('/b/', false);
    expect(second.guid).not.toBe(early);
    expect(views.viewGuidFor('/b/')).toBe(second.guid);
    expect(views.viewGuidFor('/a/')).toBe(early);
  });

  it('a seamless article reserved by its ads keeps that guid when it is viewed, whatever the order of other views', () => {
    views.beginView('/opened/', false);
    const seamlessAd = views.viewGuidFor('http://site.test/next-one/#top');
    const other = views.viewGuidFor('/next-two/');
    expect(other).not.toBe(seamlessAd);
    expect(views.beginView('/next-two/', true).guid).toBe(other);
    expect(views.beginView('/next-one/', true).guid).toBe(seamlessAd);
    expect(views.currentViewGuid()).toBe(seamlessAd);
  });

  it('keys by pathname and query only', () => {
    expect(views.viewAddress('http://x.test/p/?q=1#h')).toBe('/p/?q=1');
    expect(views.viewAddress('/p/')).toBe('/p/');
  });
});
