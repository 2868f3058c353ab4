/**
 * The ad display state (spec 001 §3): containerId, disableAdIncrement, disableInitialLoad,
 * slotVars (network, platform, siteName, topics), skybox settings (bodyClasses, refresh,
 * slotName default globalSkybox, hasOmnibar), enabled (default true). Defaults the spec does
 * not show are our choices (docs/decisions/016-ads.md).
 */
import { DEFAULT_SKYBOX_SLOT_NAME } from './constants';

export interface AdSlotVars {
  network: string;
  platform: string;
  siteName: string;
  topics: readonly string[];
}

export interface SkyboxSettings {
  bodyClasses: readonly string[];
  refresh: boolean;
  slotName: string;
  hasOmnibar: boolean;
}

export interface AdDisplayState {
  containerId: string;
  disableAdIncrement: boolean;
  disableInitialLoad: boolean;
  slotVars: AdSlotVars;
  skybox: SkyboxSettings;
  enabled: boolean;
}

/** Not shown by the spec: our choices. */
export const DEFAULT_AD_CONTAINER_ID = 'ad-container';
export const DEFAULT_AD_PLATFORM = 'web';

export interface AdDisplayStateInput {
  network: string;
  siteName: string;
  topics?: readonly string[];
  enabled?: boolean;
  containerId?: string;
  disableAdIncrement?: boolean;
  disableInitialLoad?: boolean;
  skybox?: Partial<SkyboxSettings>;
}

export function adDisplayState(input: AdDisplayStateInput): AdDisplayState {
  return {
    containerId: input.containerId ?? DEFAULT_AD_CONTAINER_ID,
    disableAdIncrement: input.disableAdIncrement ?? false,
    disableInitialLoad: input.disableInitialLoad ?? false,
    slotVars: { network: input.network, platform: DEFAULT_AD_PLATFORM, siteName: input.siteName, topics: input.topics ?? [] },
    skybox: {
      bodyClasses: input.skybox?.bodyClasses ?? [],
      refresh: input.skybox?.refresh ?? false,
      slotName: input.skybox?.slotName ?? DEFAULT_SKYBOX_SLOT_NAME,
      hasOmnibar: input.skybox?.hasOmnibar ?? false,
    },
    enabled: input.enabled ?? true,
  };
}
