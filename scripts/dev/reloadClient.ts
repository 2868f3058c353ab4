/**
 * The dev loop's browser side (decision 103), first in the browser entry of `npm run dev` builds
 * only (webpack.config.ts, forDevLoop): reloads the page once the dev runner has restarted the
 * server with a new build, and after a reconnection that finds another build than the first.
 * Outside `npm run dev` nothing answers the stream, and it gives up on the first error.
 */
import { DEV_EVENTS_PATH, HELLO_EVENT, RELOAD_EVENT } from './events';

const events = new EventSource(DEV_EVENTS_PATH);
let build: string | undefined;
events.addEventListener(HELLO_EVENT, (event) => {
  if (build !== undefined && event.data !== build) location.reload();
  build = event.data;
});
events.addEventListener(RELOAD_EVENT, () => location.reload());
events.addEventListener('error', () => {
  if (build === undefined) events.close();
});
