/**
 * autocannon as the bench drives it: the same load generator, but it keeps no response bodies.
 *
 * autocannon 9 appends every body chunk to a string (lib/pipelinedRequestsQueue.js `addBody`;
 * upstream issue mcollina/autocannon#485), which decodes it as UTF-8. That is cheap for HTML and
 * slow for a compressed body, which is binary: measured on the bench article's render-cache
 * replay (session 18), the load generator spent 0.154 ms of CPU per br response against 0.065
 * per identity one, managed 5,900 br requests a second against 14,400, and so the server idled
 * half the time and its CPU per request read 0.098 ms; with bodies dropped it served 17,000 a
 * second at 0.058 ms, as it does identity. Compressed targets were measured at the client's
 * pace, not the server's.
 *
 * The bench never reads a body autocannon received (body sizes come from the sequential run in
 * measure.mjs), and the byte counts are kept (`addByteCount`): only the string is gone.
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const PipelinedRequestsQueue = require('autocannon/lib/pipelinedRequestsQueue.js');
if (typeof PipelinedRequestsQueue?.prototype?.addBody !== 'function') {
  throw new Error(
    'autocannon changed: lib/pipelinedRequestsQueue.js has no addBody to replace (scripts/bench/autocannon.mjs)',
  );
}
PipelinedRequestsQueue.prototype.addBody = function keepNoBody() {};

export default autocannon;
