/**
 * Summarises saved outputs of run.mjs (decision 102): `node scripts/spikes/prerender/summarize.mjs
 * run-1.log run-2.log ...`. Per page and candidate: the median, least and most CPU ms per request
 * over every round but each run's first (a warm-up), and the same for the candidate's cost above
 * the flight render alone, paired within each round (the two ran back to back). `resumeHoles net`
 * takes out what the spike's own payload rewrite costs (holesPayload above flight), which an rsc
 * tree with those boundaries would not pay.
 */
import { readFileSync } from 'node:fs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
const figures = {};
for (const file of process.argv.slice(2)) {
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((text) => text.startsWith('SPIKE_RESULT '));
  if (!line) {
    process.stdout.write(`${file}: no result\n`);
    continue;
  }
  for (const page of JSON.parse(line.slice('SPIKE_RESULT '.length))) {
    const name = page.path === '/' ? 'door' : 'article';
    const flight = page.cpuMs.flight ?? [];
    const { holesPayload, resumeHoles } = page.cpuMs;
    if (holesPayload && resumeHoles)
      page.cpuMs['resumeHoles net'] = resumeHoles.map((value, round) => value - holesPayload[round] + flight[round]);
    for (const [candidate, values] of Object.entries(page.cpuMs)) {
      const entry = (figures[`${name} ${candidate}`] ??= { total: [], step: [] });
      values.forEach((value, round) => {
        if (round === 0) return;
        entry.total.push(value);
        if (flight[round] !== undefined) entry.step.push(value - flight[round]);
      });
    }
    process.stdout.write(
      `${file} ${name}: bytes ${JSON.stringify(page.bytes)} same as rows ${JSON.stringify(page.sameAsRows)}\n`,
    );
  }
}
const f = (value) => value.toFixed(3);
for (const [name, { total, step }] of Object.entries(figures)) {
  process.stdout.write(
    `${name.padEnd(22)} ${f(median(total))} ms (${f(Math.min(...total))}–${f(Math.max(...total))})  above flight ${f(median(step))} (${f(Math.min(...step))}–${f(Math.max(...step))})  n=${total.length}\n`,
  );
}
