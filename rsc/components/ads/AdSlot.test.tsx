import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdPage } from '../../../client/ads/AdPage';
import { AdSlot } from '../../../client/ads/AdSlot';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { initialRequestState } from '../../../shared/requestState';
import type { RequestState } from '../../../shared/requestState';
import { adPageWire } from './AdSlot';
import { pageAds } from './pageAds';

const services = {
  development: false,
  clientServices: {
    adServerUrl: 'http://ads.test',
    collectUrl: 'http://collect.test',
    thirdPartyUrl: 'http://3p.test',
    liveSocketUrl: 'ws://live.test',
  },
} as RscServices;

function ads(
  article: { id: string; section: string },
  over: Partial<PageRequest> = {},
  state: Partial<RequestState> = {},
) {
  const request = {
    match: { meta: { pageType: 'tech-article' } },
    state: { ...initialRequestState(), device: 'mobile', ...state },
    ...over,
  } as PageRequest;
  return pageAds(request, services, 'article', {
    ...article,
    topics: [],
    collections: [],
    shortcodeTags: [],
  } as never)!;
}

/** The server markup of every slot the page defines, inside its AdPage, as the HTML writer renders it. */
function slotsMarkup(page: ReturnType<typeof ads>): string {
  const { wire, markupKey } = adPageWire(page);
  const names = [...page.fixed.map((placed) => placed.slot.name)];
  return renderToString(
    <AdPage wire={wire} markupKey={markupKey}>
      {names.map((name) => (
        <AdSlot key={name} name={name} instance={1} />
      ))}
    </AdPage>,
  );
}

describe("the ad page's markup key", () => {
  const first = ads(
    { id: 'a1', section: 'tech' },
    {},
    { ab: [{ id: 'laptop_cta_test', version: '1', bucket: 'control' }] },
  );
  const second = ads(
    { id: 'b2', section: 'home' },
    {},
    { ab: [{ id: 'laptop_cta_test', version: '1', bucket: 'testA' }], registered: true },
  );

  it('is the same for pages whose targeting differs (another article, bucket, signed-in state), and so is their slots’ markup', () => {
    expect(adPageWire(first).wire).not.toBe(adPageWire(second).wire);
    expect(adPageWire(first).markupKey).toBe(adPageWire(second).markupKey);
    expect(slotsMarkup(first)).toBe(slotsMarkup(second));
    expect(slotsMarkup(first)).toContain('ad-slot--mobileBanner');
  });

  it('differs where the markup differs: another id scope (a seamless article) or other slot definitions (another device)', () => {
    const seamless = ads({ id: 'a1', section: 'tech' }, { seamless: { position: 1, source: 'algorithm' } });
    const desktop = ads({ id: 'a1', section: 'tech' }, {}, { device: 'desktop' });
    expect(adPageWire(seamless).markupKey).not.toBe(adPageWire(first).markupKey);
    expect(slotsMarkup(seamless)).not.toBe(slotsMarkup(first));
    expect(adPageWire(desktop).markupKey).not.toBe(adPageWire(first).markupKey);
    expect(slotsMarkup(desktop)).not.toBe(slotsMarkup(first));
  });

  it("is carried with a wire that is the JSON of the page's part and its slot definitions, whose text is made once per set of definitions", () => {
    const desktop = ads({ id: 'c3', section: 'tech' }, {}, { device: 'desktop' });
    for (const page of [first, second, desktop]) {
      const wire = adPageWire(page).wire;
      const parsed = JSON.parse(wire) as { page: Record<string, unknown>; slots: Record<string, unknown> };
      expect(JSON.stringify(parsed)).toBe(wire);
      expect(Object.keys(parsed)).toEqual(['page', 'slots']);
      expect(parsed.page).toMatchObject({
        scope: page.scope,
        targeting: JSON.parse(JSON.stringify(page.targeting)) as unknown,
      });
      const defined = [...page.fixed, ...page.delayed].map((placed) => placed.slot.name);
      for (const name of defined)
        expect(parsed.slots[name]).toEqual(
          JSON.parse(
            JSON.stringify([...page.fixed, ...page.delayed].find((placed) => placed.slot.name === name)!.slot),
          ),
        );
    }
    const slotsText = (page: ReturnType<typeof ads>) =>
      adPageWire(page).wire.slice(adPageWire(page).wire.indexOf('"slots":'));
    expect(slotsText(first)).toBe(slotsText(second));
    expect(slotsText(desktop)).not.toBe(slotsText(first));
  });
});
