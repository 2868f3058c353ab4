#!/usr/bin/env node
/**
 * `npm run vitals`: real readers' Web Vitals as the operators read them (issue 41 point 4,
 * decision 115): p75 and p95 per page type × navigation kind × metric, from the collector.
 *
 *   npm run vitals                          the table from the collector of a running `npm start`
 *                                           (VITALS_COLLECTOR_URL, default http://127.0.0.1:$UPSTREAM_PORT or :3001)
 *   npm run vitals -- --drive [--rounds N]  start the site, drive Chromium over every page family
 *                                           (hard loads, soft navigations, key presses), then the table
 *   --save NAME                             also keep this run's table as results/vitals/NAME.json
 *   --compare NAME                          show the saved run NAME beside this one (p75/p95 and change)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareRuns } from '../shared/vitals/percentiles.ts';
import { renderTable } from '../shared/vitals/table.ts';
import { VITALS_PATH, VITALS_SUMMARY_PATH } from '../shared/vitals/constants.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(root, 'results', 'vitals');
const say = (line) => process.stderr.write(`${line}\n`);

function parseArgs(argv) {
  const options = { drive: false, rounds: 1, save: undefined, compare: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--drive') options.drive = true;
    else if (arg === '--rounds') options.rounds = Number(value());
    else if (arg === '--save') options.save = value();
    else if (arg === '--compare') options.compare = value();
    else throw new Error(`unknown option ${arg} (see the head of scripts/vitals.mjs)`);
  }
  if (!Number.isInteger(options.rounds) || options.rounds < 1 || options.rounds > 50)
    throw new Error('--rounds must be an integer from 1 to 50');
  for (const name of [options.save, options.compare])
    if (name !== undefined && !/^[\w.-]{1,64}$/.test(name))
      throw new Error(`run name ${name}: letters, digits, _ . - only`);
  return options;
}

async function summary(collector) {
  const res = await fetch(`${collector}${VITALS_SUMMARY_PATH}`);
  if (!res.ok) throw new Error(`${collector}${VITALS_SUMMARY_PATH} answered ${res.status}`);
  return res.json();
}

/** Waits until the collector's count stops growing (the last pages' beacons are in flight at pagehide). */
async function settled(collector) {
  let last = -1;
  for (let i = 0; i < 20; i++) {
    const { beacons } = await summary(collector);
    if (beacons === last) return;
    last = beacons;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function commit() {
  const run = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : 'unknown';
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const previousFile = options.compare && join(RESULTS, `${options.compare}.json`);
  if (previousFile && !existsSync(previousFile)) throw new Error(`no saved run ${previousFile} (make one with --save)`);
  let collector = process.env.VITALS_COLLECTOR_URL ?? `http://127.0.0.1:${process.env.UPSTREAM_PORT || 3001}`;
  let stop = async () => {};
  try {
    if (options.drive) {
      const { drive, startSite } = await import('./vitals/drive.mjs');
      const site = await startSite(root, join(RESULTS, 'last-drive.ndjson'));
      ({ collector, stop } = site);
      await fetch(`${collector}${VITALS_PATH}`, { method: 'DELETE' });
      say(`• site on ${site.origin}, collector ${collector}${VITALS_PATH} (NDJSON: results/vitals/last-drive.ndjson)`);
      await drive({ origin: site.origin, rounds: options.rounds, say });
      await settled(collector);
    }
    const { rows, beacons } = await summary(collector);
    if (rows.length === 0)
      say('! the collector holds no Web Vitals yet (open pages with performance consent, or use --drive)');
    const previous = previousFile ? JSON.parse(readFileSync(previousFile, 'utf8')) : undefined;
    const shown = previous ? compareRuns(rows, previous.rows) : rows;
    const title = `Web Vitals from ${collector} (${beacons} beacons, commit ${commit()})`;
    console.log(
      `${title}${previous ? `\ncompared with "${options.compare}" (commit ${previous.commit}, ${previous.savedAt})` : ''}\n`,
    );
    console.log(renderTable(shown, Boolean(previous)));
    if (options.save) {
      mkdirSync(RESULTS, { recursive: true });
      const file = join(RESULTS, `${options.save}.json`);
      writeFileSync(
        file,
        `${JSON.stringify({ savedAt: new Date().toISOString(), commit: commit(), rows }, null, 2)}\n`,
      );
      say(`• saved as ${file}`);
    }
  } finally {
    await stop();
  }
}

main().catch((error) => {
  say(`vitals: ${error.message}`);
  process.exitCode = 1;
});
