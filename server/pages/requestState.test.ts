import { describe, expect, it } from 'vitest';
import { initialRequestState } from '../../shared/requestState';
import { applyRequestBasics } from './requestState';

function run(query: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const state = initialRequestState();
  const setCookies = applyRequestBasics(state, {
    query: new URLSearchParams(query),
    cookies: new Map(Object.entries(cookies)),
    headers: new Headers(headers),
  });
  return { state, setCookies };
}

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
