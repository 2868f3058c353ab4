import { describe, expect, it } from 'vitest';
import { adDisplayState } from './displayState';

describe('ad display state (001 §3)', () => {
  it('defaults: enabled true, skybox slot globalSkybox', () => {
    expect(adDisplayState({ network: '1234', siteName: 'cnet' })).toEqual({
      containerId: 'ad-container',
      disableAdIncrement: false,
      disableInitialLoad: false,
      slotVars: { network: '1234', platform: 'web', siteName: 'cnet', topics: [] },
      skybox: { bodyClasses: [], refresh: false, slotName: 'globalSkybox', hasOmnibar: false },
      enabled: true,
    });
  });

  it.each([
    ['enabled false', { enabled: false }, (s: ReturnType<typeof adDisplayState>) => s.enabled, false],
    ['skybox slot name', { skybox: { slotName: 'skyboxTop' } }, (s: ReturnType<typeof adDisplayState>) => s.skybox.slotName, 'skyboxTop'],
    ['topics', { topics: ['laptops'] }, (s: ReturnType<typeof adDisplayState>) => s.slotVars.topics, ['laptops']],
    ['initial load off', { disableInitialLoad: true }, (s: ReturnType<typeof adDisplayState>) => s.disableInitialLoad, true],
  ])('%s', (_name, input, pick, expected) => {
    expect(pick(adDisplayState({ network: 'n', siteName: 's', ...input }))).toEqual(expected);
  });
});
