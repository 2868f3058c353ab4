import { describe, expect, it } from 'vitest';
import { stampSamples } from './adminShared';

const TEXT = [
  '# HELP neutron_requests_total Requests.',
  '# TYPE neutron_requests_total counter',
  'neutron_requests_total{route="article"} 12',
  'neutron_requests_total{route="front"} 3',
  '',
].join('\n');

describe('stampSamples', () => {
  it('stamps every sample of the Prometheus text format in milliseconds, leaving comments alone', () => {
    expect(stampSamples(TEXT, 1_765_000_000_123.4, 'text/plain; version=0.0.4; charset=utf-8')).toBe(
      [
        '# HELP neutron_requests_total Requests.',
        '# TYPE neutron_requests_total counter',
        'neutron_requests_total{route="article"} 12 1765000000123',
        'neutron_requests_total{route="front"} 3 1765000000123',
        '',
      ].join('\n'),
    );
  });

  it('stamps OpenMetrics samples in seconds and leaves its end marker alone', () => {
    const stamped = stampSamples(
      `${TEXT}# EOF\n`,
      1_765_000_000_123,
      'application/openmetrics-text; version=1.0.0; charset=utf-8',
    );
    expect(stamped).toContain('neutron_requests_total{route="front"} 3 1765000000.123\n# EOF\n');
  });
});
