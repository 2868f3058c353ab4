/**
 * The dev loop's reload channel (decision 103): a server-sent event stream that only the dev proxy
 * (scripts/dev/devProxy.ts) answers. The production server has no such path (test/integration/devLoop.test.ts).
 */
export const DEV_EVENTS_PATH = '/__neutron/dev/events';

/** Sent when a browser connects: the id of the build the proxy serves. */
export const HELLO_EVENT = 'hello';
/** Sent when the server was restarted with a new build. */
export const RELOAD_EVENT = 'reload';

/** Where the dev proxy serves the browser bundle's source maps (from dist/dev/client-maps/). */
export const DEV_MAPS_PATH = '/__neutron/dev/maps/';
