/**
 * Command-line options of `npm run bench`. Explicit values win over `--quick`, whatever their
 * order on the command line.
 */
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run bench -- [options]

  --duration N      seconds per measured target (default 10; 3 with --quick)
  --connections N   concurrent connections for the measured runs (default 10)
  --warmup N        warm-up seconds per target before measuring (default 3)
  --ttfb-samples N  sequential requests per target for the TTFB median (default 200)
  --soak N          requests in the memory soak over 1,000 articles (default 200000; 10000 with --quick;
                    the render-cache-off pass soaks a tenth of it)
  --no-soak         skip the memory soak
  --no-uncached     skip the second pass with the render cache off (RENDER_CACHE_TTL_MS=0)
  --no-js           skip the JavaScript weight per page type (needs /usr/bin/chromium)
  --no-cold-path    skip the cold path: fresh processes on an upstream at 100 ms (scripts/bench/coldPath.mjs)
  --no-lighthouse   skip Lighthouse (mobile) on one page per page family (needs /usr/bin/chromium)
  --reliability     only the reliability figures (overload, outage, recovery, RSS; scripts/bench/reliability.mjs)
  --telemetry       only what telemetry costs: server CPU per request with tracing off/on vs the build before
                    it (scripts/bench/telemetry.mjs; --connections default 4 there)
  --fleet           only the fleet figures (nginx + 3 instances vs one process; upstream calls with and without Redis; scripts/bench/fleet.mjs)
  --instructions    only instructions per request, counted under valgrind's callgrind (runs of one build agree
                    within 4-10%, timed runs within 20%; for an A/B of two builds run scripts/bench/instructions.mjs
                    directly: --baseline DIR, --rounds N, --requests N, --targets article,rsc,404)
  --next            also measure the article beside a Next.js peer rendering the same article, interleaved,
                    and print the ratio (scripts/bench/nextPeer.mjs; installs next 16.4.6 from the npm
                    registry into .cache/neutron-next-peer and builds it once, ~340 MB)
  --next-rounds N   interleaved rounds of that comparison (default 5; 3 with --quick)
  --quick           smoke run: --duration 3 --soak 10000 --next-rounds 3
  --build           run \`npm run build\` first even if dist/ exists
  --strict          exit 2 when a budget fails (default: report only)
  --help            print this text
`;

const DEFAULTS = { duration: 10, connections: 10, warmup: 3, ttfbSamples: 200, soak: 200_000, nextRounds: 5 };
const QUICK = { duration: 3, soak: 10_000, nextRounds: 3 };

/** The soak always runs at this concurrency, whatever --connections says. */
export const SOAK_CONNECTIONS = 10;

function positiveInteger(name, raw, { allowZero = false } = {}) {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || (value === 0 && !allowZero)) {
    throw new Error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got "${raw}"`);
  }
  return value;
}

const FLAGS = {
  duration: { type: 'string' },
  connections: { type: 'string' },
  warmup: { type: 'string' },
  'ttfb-samples': { type: 'string' },
  soak: { type: 'string' },
  'no-soak': { type: 'boolean', default: false },
  'no-uncached': { type: 'boolean', default: false },
  'no-js': { type: 'boolean', default: false },
  'no-lighthouse': { type: 'boolean', default: false },
  'no-cold-path': { type: 'boolean', default: false },
  reliability: { type: 'boolean', default: false },
  telemetry: { type: 'boolean', default: false },
  fleet: { type: 'boolean', default: false },
  instructions: { type: 'boolean', default: false },
  next: { type: 'boolean', default: false },
  'next-rounds': { type: 'string' },
  quick: { type: 'boolean', default: false },
  build: { type: 'boolean', default: false },
  strict: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
};

function readFlags(argv) {
  try {
    return parseArgs({ args: argv, strict: true, options: FLAGS }).values;
  } catch (error) {
    throw new Error(`${error.message}\n${USAGE}`);
  }
}

/** Parses argv (without node and the script path) into a plain options object. */
export function parseOptions(argv) {
  const values = readFlags(argv);
  const base = values.quick ? { ...DEFAULTS, ...QUICK } : DEFAULTS;
  const pick = (key, flag, opts) =>
    values[flag] === undefined ? base[key] : positiveInteger(flag, values[flag], opts);
  const options = {
    duration: pick('duration', 'duration'),
    connections: pick('connections', 'connections'),
    warmup: pick('warmup', 'warmup', { allowZero: true }),
    ttfbSamples: pick('ttfbSamples', 'ttfb-samples'),
    soak: values['no-soak'] ? 0 : pick('soak', 'soak', { allowZero: true }),
    uncached: !values['no-uncached'],
    js: !values['no-js'],
    lighthouse: !values['no-lighthouse'],
    coldPath: !values['no-cold-path'],
    reliability: values.reliability,
    telemetry: values.telemetry,
    fleet: values.fleet,
    instructions: values.instructions,
    next: values.next,
    nextRounds: pick('nextRounds', 'next-rounds'),
    quick: values.quick,
    build: values.build,
    strict: values.strict,
    help: values.help,
  };
  if (options.soak > 0 && options.soak < SOAK_CONNECTIONS) {
    throw new Error(`--soak (${options.soak}) must be at least ${SOAK_CONNECTIONS}, one request per soak connection`);
  }
  return options;
}
