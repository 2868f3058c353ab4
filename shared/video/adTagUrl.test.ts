import { describe, expect, it } from 'vitest';
import { buildVideoAdTagUrl, encodeCustParams, type VideoAdTagInput } from './adTagUrl';

const BASE: VideoAdTagInput = {
  adServerUrl: 'https://ads.example/gampad/ads',
  iu: '/8264/vaw-can/video',
  correlator: 1234,
};

function params(url: string | undefined): Array<[string, string]> {
  if (url === undefined) throw new Error('no url');
  return [...new URL(url).searchParams.entries()];
}

describe('video ad tag URL (001 §7)', () => {
  it('writes every spec parameter in the spec order', () => {
    const url = buildVideoAdTagUrl({
      ...BASE,
      pp: 'profile',
      targeting: { ptopic: 'phones', tag: ['a', 'b'] },
      cmsid: '2345',
      url: 'https://www.example/videos/x/',
      description_url: 'https://www.example/videos/x/',
      vid: 'v-1',
    });
    expect(params(url).map(([name]) => name)).toEqual([
      'iu',
      'sz',
      'pp',
      'env',
      'gdfp_req',
      'output',
      'cust_params',
      'cmsid',
      'url',
      'description_url',
      'correlator',
      'vid',
    ]);
    expect(Object.fromEntries(params(url))).toMatchObject({
      iu: '/8264/vaw-can/video',
      sz: '640x480',
      env: 'vp',
      gdfp_req: '1',
      output: 'vast',
      cust_params: 'ptopic=phones&tag=a%2Cb',
      correlator: '1234',
      vid: 'v-1',
    });
  });

  const rows: Array<[name: string, input: VideoAdTagInput, expected: string | undefined]> = [
    [
      'only the required parts',
      BASE,
      'https://ads.example/gampad/ads?iu=%2F8264%2Fvaw-can%2Fvideo&sz=640x480&env=vp&gdfp_req=1&output=vast&correlator=1234',
    ],
    [
      'overridden defaults',
      { ...BASE, sz: '400x300', output: 'vmap' },
      'https://ads.example/gampad/ads?iu=%2F8264%2Fvaw-can%2Fvideo&sz=400x300&env=vp&gdfp_req=1&output=vmap&correlator=1234',
    ],
    [
      'empty targeting leaves cust_params out',
      { ...BASE, targeting: { a: '', b: [], c: undefined } },
      'https://ads.example/gampad/ads?iu=%2F8264%2Fvaw-can%2Fvideo&sz=640x480&env=vp&gdfp_req=1&output=vast&correlator=1234',
    ],
    [
      'a spec parameter already on the base is replaced',
      { ...BASE, adServerUrl: 'https://ads.example/a?iu=x&keep=1' },
      'https://ads.example/a?keep=1&iu=%2F8264%2Fvaw-can%2Fvideo&sz=640x480&env=vp&gdfp_req=1&output=vast&correlator=1234',
    ],
    [
      'a loopback stand-in may be http',
      { ...BASE, adServerUrl: 'http://127.0.0.1:3001/ads/video' },
      'http://127.0.0.1:3001/ads/video?iu=%2F8264%2Fvaw-can%2Fvideo&sz=640x480&env=vp&gdfp_req=1&output=vast&correlator=1234',
    ],
    ['insecure ad server', { ...BASE, adServerUrl: 'http://ads.example/gampad/ads' }, undefined],
    ['not a URL', { ...BASE, adServerUrl: 'ads' }, undefined],
    ['javascript: URL', { ...BASE, adServerUrl: 'javascript:alert(1)' }, undefined],
  ];
  it.each(rows)('%s', (_name, input, expected) => {
    expect(buildVideoAdTagUrl(input)).toBe(expected);
  });
});

describe('cust_params', () => {
  const rows: Array<[name: string, targeting: Parameters<typeof encodeCustParams>[0], encoded: string]> = [
    ['key-values joined with &', { section: 'tech', pos: 'preroll' }, 'section=tech&pos=preroll'],
    ['lists joined with commas', { tag: ['a', 'b', ''] }, 'tag=a%2Cb'],
    ['numbers and booleans as text', { seamless: 0, registered: false }, 'seamless=0&registered=false'],
    ['reserved characters encoded', { 'k&': 'a=b' }, 'k%26=a%3Db'],
    ['empty and null dropped', { a: '', b: null, c: undefined, d: [] }, ''],
  ];
  it.each(rows)('%s', (_name, targeting, encoded) => {
    expect(encodeCustParams(targeting)).toBe(encoded);
  });
});
