/**
 * The debug toolbar's Web Vitals (decision 115): the current view's LCP, INP, CLS, TTFB and FCP
 * as they arrive, for the opened page and after each client navigation. The toolbar starts the
 * vitals runtime itself, so a developer sees them without consent; they are sent only with it.
 */
import { useEffect, useState } from 'react';
import { VITAL_METRICS } from '../../shared/vitals/constants';
import { loadVitals } from '../vitals/vitalsStart';
import { subscribeVitals } from '../vitals/vitalsStore';
import type { CurrentVitals } from '../vitals/vitalsStore';
import { formatMs } from './browserFacts';

export function VitalsRows() {
  const [vitals, setVitals] = useState<CurrentVitals | null>(null);
  useEffect(() => {
    void loadVitals();
    return subscribeVitals(setVitals);
  }, []);
  if (!vitals) return <p>Web Vitals load…</p>;
  const value = (metric: (typeof VITAL_METRICS)[number]) => {
    const measured = vitals.values[metric];
    if (measured === undefined) return 'not yet';
    return metric === 'CLS' ? measured.toFixed(4) : formatMs(measured);
  };
  return (
    <dl aria-label="Web Vitals" data-vitals-navigation={vitals.navigation}>
      <div>
        <dt>view</dt>
        <dd>
          {vitals.navigation} {vitals.path} (render cache: {vitals.cache};{' '}
          {vitals.sending ? 'sent' : 'not sent: no consent'})
        </dd>
      </div>
      {VITAL_METRICS.map((metric) => (
        <div key={metric}>
          <dt>{metric}</dt>
          <dd data-vital={metric}>{value(metric)}</dd>
        </div>
      ))}
    </dl>
  );
}
