/**
 * The page's data for the client islands (ads, tracking — spec 001 §3): what the request
 * middleware decided that ad targeting and tracking read. Rendered once per page as a JSON data
 * block, so A/B state (targeting `test` as id|version|bucket; tracking testGroup, testName,
 * testVersion, soastaBucket), the registered-user flag, the device and the ad overrides reach
 * the browser without a second request. `site` is the spec's site state (rsc/render/siteState.ts).
 */
import { abTargetingValues, abTracking } from '../../shared/ab/targeting';
import type { RequestState } from '../../shared/requestState';
import type { SiteState } from './siteState';

export const PAGE_DATA_ID = 'neutron-page-data';

export interface PageData {
  routeName: string | null;
  pageType: string | null;
  device: RequestState['device'];
  ads: {
    /** 000 §4: the service-off test's testA bucket disables the ad plugin. */
    pluginEnabled: boolean;
    targeting: {
      device: RequestState['device'];
      test: string[];
      /** 000 §6 / 001 §3: registered or anonymous user. */
      user: 'registered' | 'anonymous';
    };
    /** 001 §2: adTargeting_ and ad query overrides. */
    overrides: Readonly<Record<string, string>>;
  };
  tracking: {
    deviceType: RequestState['device'];
    testGroup?: string;
    testName?: string;
    testVersion?: string;
    soastaBucket?: string;
  };
  flags: Readonly<Record<string, boolean>>;
  site: SiteState;
}

export function pageData(
  state: RequestState,
  routeName: string | null,
  pageType: string | null,
  site: SiteState,
): PageData {
  return {
    routeName,
    pageType,
    device: state.device,
    ads: {
      pluginEnabled: !state.adPluginDisabled,
      targeting: {
        device: state.device,
        test: abTargetingValues(state.ab),
        user: state.registered ? 'registered' : 'anonymous',
      },
      overrides: state.adTargeting,
    },
    tracking: { deviceType: state.device, ...abTracking(state.ab) },
    flags: state.flags,
    site,
  };
}
