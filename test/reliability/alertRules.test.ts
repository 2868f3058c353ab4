/**
 * The Prometheus alerting rules SREs deploy (ops/prometheus/neutron-alerts.yml; issue 42, "For
 * the SREs"): promtool accepts them, every alert fires in one unit-test case and stays quiet in
 * another, every series they read is one the built server really exposes (scraped from its admin
 * port, as production scrapes it, with Redis configured so the fleet's metrics exist), and every
 * alert carries a severity and a runbook entry that exists in docs/operations.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort';
import { get, ROOT, startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { parsePrometheusText, type Family } from '../support/prometheusText';
import { anchorsOf, promtool, readCases, readRules, selectorsOf } from '../support/promRules';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';

const DIR = join(ROOT, 'ops/prometheus');
const RULES = 'neutron-alerts.yml';
const TESTS = 'neutron-alerts.test.yml';
const rules = readRules(readFileSync(join(DIR, RULES), 'utf8'));
const alerts = rules.filter((rule) => rule.kind === 'alert');
const records = new Set(rules.filter((rule) => rule.kind === 'record').map((rule) => rule.name));
/** Labels Prometheus adds to every scraped series. */
const TARGET_LABELS = ['job', 'instance'];

let upstream: TestUpstream;
let neutron: Neutron;
/** Sample name (`x`, `x_bucket`...) to its label names and the values seen, from the admin port's scrape. */
const exposed = new Map<string, Map<string, Set<string>>>();
/** Every single-quoted word in the server's code: label values not seen in a short run (`stale_if_error`) are named there. */
const serverWords = new Set(
  readdirSync(join(ROOT, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      [...readFileSync(join(ROOT, 'server', file), 'utf8').matchAll(/'([A-Za-z0-9_-]+)'/g)].map((m) => m[1]!),
    ),
);

beforeAll(async () => {
  upstream = await startTestUpstream();
  const adminPort = await freePort();
  // Nothing listens there: the instance runs without Redis, and its Redis metrics say so.
  const redisPort = await freePort();
  neutron = await startNeutron({
    CONTENT_API_URL: upstream.url,
    ADMIN_PORT: String(adminPort),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  });
  const admin = `http://127.0.0.1:${adminPort}`;
  // What a running instance has seen: a page, static files, probes on both ports.
  expect((await get(neutron.url, '/')).status).toBe(200);
  await (await get(neutron.url, '/static/missing.js')).text();
  for (const path of ['/healthz', '/readyz', '/metrics']) await (await get(neutron.url, path)).text();
  expect((await get(admin, '/readyz')).status).toBe(200);
  // The admin thread answers with its last snapshot when the main thread is slow (a busy
  // machine): scrape until the main thread's registry is fresh, so it includes the requests above.
  let families = new Map<string, Family>();
  for (let attempt = 0; attempt < 40; attempt++) {
    const scrape = await get(admin, '/metrics');
    expect(scrape.status).toBe(200);
    families = parsePrometheusText(await scrape.text());
    if (families.get('neutron_metrics_snapshot_age_seconds')?.samples[0]?.value === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(
    families.get('neutron_metrics_snapshot_age_seconds')?.samples[0]?.value,
    'no fresh scrape of the main thread',
  ).toBe(0);
  for (const family of families.values()) {
    exposed.set(family.name, exposed.get(family.name) ?? new Map());
    for (const sample of family.samples) {
      const labels = exposed.get(sample.name) ?? new Map<string, Set<string>>();
      for (const [label, value] of Object.entries(sample.labels))
        labels.set(label, (labels.get(label) ?? new Set()).add(value));
      exposed.set(sample.name, labels);
    }
  }
}, 60_000);

afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

describe('Prometheus alerting rules (ops/prometheus)', () => {
  it('are accepted by promtool, every rule of them', () => {
    const run = promtool(['check', 'rules', RULES], DIR);
    expect(run.output).toContain('SUCCESS');
    expect(run.status, run.output).toBe(0);
    // The reader below saw every rule promtool saw (or the name checks would skip some).
    expect(run.output).toContain(`SUCCESS: ${rules.length} rules found`);
  });

  it('pass their promtool unit tests, with a firing and a quiet case for every alert', () => {
    const run = promtool(['test', 'rules', TESTS], DIR);
    expect(run.status, run.output).toBe(0);
    const cases = readCases(readFileSync(join(DIR, TESTS), 'utf8'));
    const uncovered = alerts
      .map((alert) => alert.name)
      .filter((name) => !(cases.get(name)?.fires && cases.get(name)?.quiet));
    expect(uncovered, 'alerts without both a firing and a quiet case').toEqual([]);
  });

  it('read only series the server exposes, with the labels and values they match on', () => {
    const missing: string[] = [];
    for (const rule of rules) {
      for (const { metric, matchers } of selectorsOf(rule.expr)) {
        if (metric.includes(':')) {
          if (!records.has(metric)) missing.push(`${rule.name}: ${metric} (no rule records it)`);
          continue;
        }
        const seen = exposed.get(metric);
        if (!seen) {
          missing.push(`${rule.name}: ${metric}`);
          continue;
        }
        for (const { label, op, value } of matchers) {
          if (TARGET_LABELS.includes(label)) continue;
          const values = seen.get(label);
          if (!values) {
            missing.push(`${rule.name}: ${metric}{${label}}`);
            continue;
          }
          // A value the server never gives would make the matcher silently match nothing.
          const literals =
            op === '=' || op === '!=' ? [value] : /^[A-Za-z0-9_|-]+$/.test(value) ? value.split('|') : [];
          for (const literal of literals)
            if (!values.has(literal) && !serverWords.has(literal))
              missing.push(`${rule.name}: ${metric}{${label}="${literal}"}`);
        }
      }
    }
    expect(alerts.length).toBeGreaterThanOrEqual(7);
    expect(missing).toEqual([]);
  });

  it('each carry a severity, a summary, a description and a runbook entry in docs/operations.md', () => {
    const anchors = anchorsOf(readFileSync(join(ROOT, 'docs/operations.md'), 'utf8'));
    const problems: string[] = [];
    for (const alert of alerts) {
      const { severity, summary, description, runbook_url: runbook } = alert.fields;
      if (severity !== 'warning' && severity !== 'critical') problems.push(`${alert.name}: severity ${severity}`);
      if (!summary || !description) problems.push(`${alert.name}: summary or description missing`);
      const anchor = /^docs\/operations\.md#(.+)$/.exec(runbook ?? '')?.[1];
      if (anchor !== alert.name.toLowerCase() || !anchors.has(anchor))
        problems.push(`${alert.name}: runbook_url ${runbook} is not a heading of docs/operations.md named for it`);
    }
    expect(problems).toEqual([]);
  });
});
