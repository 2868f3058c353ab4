import { describe, expect, it } from 'vitest';
import { initialRequestState } from '../../shared/requestState';
import { applyRequestBasics } from './requestState';

function run(query: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const state = initialRequestState();
  const responseHeaders: Record<string, string> = {};
  const setCookies = applyRequestBasics(state, {
    query: new URLSearchParams(query),
    cookies: new Map(Object.entries(cookies)),
    headers: new Headers(headers),
    responseHeaders,
  });
  return { state, setCookies, responseHeaders };
}

const DESKTOP_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('request basics', () => {
  it('forces the device from setDevice and remembers it for a week', () => {
    const { state, setCookies } = run('setDevice=desktop');
    expect(state.device).toBe('desktop');
    expect(setCookies).toEqual(['device=desktop; Path=/; SameSite=Lax; Secure; Max-Age=604800']);
  });

  it('reads the device cookie, then the header, else mobile', () => {
    expect(run('', { device: 'tablet' }, { 'x-device-type': 'desktop' }).state.device).toBe('tablet');
    expect(run('', {}, { 'x-device-type': 'desktop' }).state.device).toBe('desktop');
    expect(run('setDevice=fridge', { device: 'tv' }).state.device).toBe('mobile');
  });

  it('on a first visit, takes the device from the client hint, then the agent, and says so in Vary (decision 117)', () => {
    const hinted = run('', {}, { 'sec-ch-ua-mobile': '?0', 'user-agent': 'curl/8' });
    expect(hinted.state.device).toBe('desktop');
    expect(hinted.responseHeaders['accept-ch']).toBe('Sec-CH-UA-Mobile');
    // The hint is in every page's Vary (PAGE_VARY): no per-page Vary, no User-Agent.
    expect(hinted.responseHeaders.vary).toBeUndefined();

    const agent = run('', {}, { 'user-agent': DESKTOP_AGENT });
    expect(agent.state.device).toBe('desktop');
    expect(agent.responseHeaders.vary).toMatch(/\bSec-CH-UA-Mobile\b.*\bUser-Agent$/);

    // Not a device the agent names: the spec's default, still chosen after reading the agent.
    const none = run('', {}, {});
    expect(none.state.device).toBe('mobile');
    expect(none.responseHeaders.vary).toMatch(/\bUser-Agent$/);

    // A cookie decides before the browser is asked: the agent is not read, so not in Vary. No cookie is set.
    const cookie = run('', { device: 'tablet' }, { 'user-agent': DESKTOP_AGENT, 'sec-ch-ua-mobile': '?1' });
    expect(cookie.state.device).toBe('tablet');
    expect(cookie.responseHeaders.vary).toBeUndefined();
    expect(agent.setCookies).toEqual([]);
  });

  it('opens the debug toolbar from the query or the cookie, and closes it', () => {
    expect(run('jsDebug').state.debug).toBe(true);
    expect(run('jsDebug=true').setCookies).toEqual(['jsDebug=true; Path=/; SameSite=Lax; Secure']);
    expect(run('', { jsDebug: 'true' }).state.debug).toBe(true);
    const off = run('jsDebug=false', { jsDebug: 'true' });
    expect(off.state.debug).toBe(false);
    expect(off.setCookies).toEqual(['jsDebug=; Path=/; SameSite=Lax; Secure; Max-Age=0']);
    expect(run('jsDebug=banana').state.debug).toBe(false);
  });

  it('keeps adTargeting_ and ad-prefixed parameters only', () => {
    expect(run('adTargeting_pos=top&adRegion=us&address=x&utm_source=y').state.adTargeting).toEqual({
      adTargeting_pos: 'top',
      adRegion: 'us',
    });
  });
});
