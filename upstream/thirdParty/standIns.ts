/**
 * The stand-in third-party scripts the local upstream serves under /thirdparty/ (issue 5 item 1),
 * so consent-gated loading is observable without the internet. Each is a small real script that
 * does something a test (or a reader) can see:
 * - analytics.js (performance monitor, C0002): sets `window.neutronAnalytics` and beacons one
 *   hit per load to `/thirdparty/analytics/hit` on the host it came from; as the vendor's
 *   client-side experience (decision 073) it picks the variant of every preamp placement on the
 *   page (`data-preamp-variant`, an attribute the site's stylesheet styles: the vendor never moves
 *   nodes React owns) while the preamp still hides them (never in front of the reader), then
 *   dispatches `neutron:analytics-ready`, which ends the preamp's hiding;
 * - recommendations.js (functional, C0003): sets `window.neutronRecommendations`, fetches
 *   `/thirdparty/recommendations.json` and renders those links into every element carrying
 *   `data-recommendations` on the page (if any).
 * The ad library (`/thirdparty/ad-library.js`) belongs to the ads stand-in (upstream/ads).
 * They find their own host from `document.currentScript`, so they work from any origin.
 */
import {
  ANALYTICS_READY_EVENT,
  PREAMP_HIDING_CLASS,
  PREAMP_PLACEMENT_ATTRIBUTE,
  PREAMP_VARIANT_ATTRIBUTE,
  PREAMP_VENDOR_VARIANT,
} from '../../shared/node/scripts/analyticsPreamp';
import {
  ANALYTICS_WINDOW_VAR,
  COMMERCE_PIXEL_WINDOW_VAR,
  RECOMMENDATIONS_CONTAINER_ATTRIBUTE,
  RECOMMENDATIONS_WINDOW_VAR,
} from '../../shared/scripts/siteTags';

export const ANALYTICS_HIT_PATH = '/thirdparty/analytics/hit';
export const RECOMMENDATIONS_DATA_PATH = '/thirdparty/recommendations.json';

const hostOf = `var host = (document.currentScript && new URL(document.currentScript.src).origin) || '';`;

export const ANALYTICS_SCRIPT = `/* Neutron local stand-in: analytics / performance monitor. */
(function () {
  ${hostOf}
  var state = window.${ANALYTICS_WINDOW_VAR} = window.${ANALYTICS_WINDOW_VAR} || { loads: 0, hits: [] };
  state.loads += 1;
  var hit = { page: location.pathname, title: document.title, at: Date.now() };
  var url = host + '${ANALYTICS_HIT_PATH}?page=' + encodeURIComponent(hit.page);
  var body = JSON.stringify(hit);
  var sent = false;
  try { sent = navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' })); } catch (e) { sent = false; }
  if (!sent) fetch(url, { method: 'POST', body: body, mode: 'no-cors', keepalive: true }).catch(function () {});
  state.hits.push(hit);
  // A placement changes only while the preamp hides it: never in front of the reader.
  if (document.documentElement.classList.contains('${PREAMP_HIDING_CLASS}')) {
    document.querySelectorAll('[${PREAMP_PLACEMENT_ATTRIBUTE}]').forEach(function (placement) {
      placement.setAttribute('${PREAMP_VARIANT_ATTRIBUTE}', '${PREAMP_VENDOR_VARIANT}');
    });
  }
  state.ready = true;
  document.dispatchEvent(new Event('${ANALYTICS_READY_EVENT}'));
})();
`;

export const RECOMMENDATIONS_SCRIPT = `/* Neutron local stand-in: recommendation widget. */
(function () {
  ${hostOf}
  var state = window.${RECOMMENDATIONS_WINDOW_VAR} = { ready: false, items: [] };
  fetch(host + '${RECOMMENDATIONS_DATA_PATH}', { credentials: 'omit' })
    .then(function (response) { return response.ok ? response.json() : { items: [] }; })
    .then(function (data) {
      state.items = Array.isArray(data.items) ? data.items : [];
      var containers = document.querySelectorAll('[${RECOMMENDATIONS_CONTAINER_ATTRIBUTE}]');
      containers.forEach(function (container) {
        var list = document.createElement('ul');
        list.className = 'recommendations';
        state.items.forEach(function (item) {
          var li = document.createElement('li');
          var a = document.createElement('a');
          a.href = item.url;
          a.textContent = item.title;
          li.appendChild(a);
          list.appendChild(li);
        });
        container.replaceChildren(list);
      });
      state.ready = true;
    })
    .catch(function () { state.ready = true; });
})();
`;

/** commerce-pixel.js (targeting, C0004; enabled for its rule set, 001 §9): counts the page it ran on. */
export const COMMERCE_PIXEL_SCRIPT = `/* Neutron local stand-in: commerce pixel. */
(function () {
  var state = window.${COMMERCE_PIXEL_WINDOW_VAR} = window.${COMMERCE_PIXEL_WINDOW_VAR} || { loads: 0 };
  state.loads += 1;
})();
`;
