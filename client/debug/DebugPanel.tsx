'use client';
/**
 * The debug toolbar's client part (001 §2 "jsDebug opens the debug toolbar"): what only the
 * browser knows, beside the server's facts — navigation timings and hydration, layout shift and
 * largest paint so far, the scripts fetched (ours and third parties'), the device the viewport
 * maps to (and whether it differs from the one the server rendered for), and the consent
 * choice. Buttons copy everything as JSON and switch the toolbar off. Starts when idle: it is a
 * developer's tool and must not compete with the page. Rendered only with jsDebug, so readers
 * never download it.
 */
import { useEffect, useState } from 'react';
import { deviceForWidth } from '../../shared/device/device';
import { readConsent, subscribeConsent } from '../consent/consent';
import { whenMoment } from '../runtime/when';
import { formatBytes, formatMs, summariseScripts, urlWithoutDebug } from './browserFacts';
import { VitalsRows } from './VitalsRows';

interface Facts {
  ttfb?: number;
  domContentLoaded?: number;
  load?: number;
  hydratedAt: number;
  layoutShift: number;
  largestPaint?: number;
  scripts: ReturnType<typeof summariseScripts>;
  viewportDevice: string;
  consent: string;
}

function navigationTimes(): Pick<Facts, 'ttfb' | 'domContentLoaded' | 'load'> {
  const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!nav) return {};
  return {
    ttfb: nav.responseStart,
    domContentLoaded: nav.domContentLoadedEventEnd || undefined,
    load: nav.loadEventEnd || undefined,
  };
}

function scriptEntries() {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.initiatorType === 'script')
    .map((entry) => ({ name: entry.name, transferSize: entry.transferSize }));
}

function consentText(): string {
  const choice = readConsent();
  return choice.decided ? choice.granted.join(', ') : 'not decided yet';
}

export function DebugPanel({ serverDevice }: { serverDevice: string }) {
  const [facts, setFacts] = useState<Facts | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    const hydratedAt = performance.now();
    let layoutShift = 0;
    let largestPaint: number | undefined;
    const observers: PerformanceObserver[] = [];
    const refresh = () =>
      setFacts({
        ...navigationTimes(),
        hydratedAt,
        layoutShift,
        largestPaint,
        scripts: summariseScripts(scriptEntries(), location.origin),
        viewportDevice: deviceForWidth(window.innerWidth),
        consent: consentText(),
      });
    const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) => {
      try {
        const observer = new PerformanceObserver((list) => {
          list.getEntries().forEach(onEntry);
          refresh();
        });
        observer.observe({ type, buffered: true });
        observers.push(observer);
      } catch {
        // An entry type this browser does not support: its row says n/a.
      }
    };
    const cancel = whenMoment('idle', () => {
      observe('layout-shift', (entry) => {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) layoutShift += shift.value;
      });
      observe('largest-contentful-paint', (entry) => {
        largestPaint = entry.startTime;
      });
      refresh();
    });
    const unsubscribe = subscribeConsent(refresh);
    window.addEventListener('resize', refresh);
    window.addEventListener('load', refresh);
    return () => {
      cancel();
      unsubscribe();
      observers.forEach((observer) => observer.disconnect());
      window.removeEventListener('resize', refresh);
      window.removeEventListener('load', refresh);
    };
  }, []);

  if (!facts) return <p className="debug-toolbar__client">Browser facts load when the page is idle…</p>;
  const rows: Array<[string, string]> = [
    ['TTFB', formatMs(facts.ttfb)],
    ['DOM content loaded', formatMs(facts.domContentLoaded)],
    ['load', formatMs(facts.load)],
    ['hydrated', formatMs(facts.hydratedAt)],
    ['largest paint', formatMs(facts.largestPaint)],
    ['layout shift', facts.layoutShift.toFixed(4)],
    ['our scripts', `${facts.scripts.firstParty.count} (${formatBytes(facts.scripts.firstParty.bytes)} transferred)`],
    [
      'third-party scripts',
      `${facts.scripts.thirdParty.count} (${formatBytes(facts.scripts.thirdParty.bytes)} transferred)`,
    ],
    [
      'viewport device',
      facts.viewportDevice === serverDevice
        ? facts.viewportDevice
        : `${facts.viewportDevice} (server rendered ${serverDevice})`,
    ],
    ['consent', facts.consent],
  ];
  const copy = () => {
    void navigator.clipboard?.writeText(JSON.stringify({ ...facts, serverDevice, url: location.href }, null, 2)).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="debug-toolbar__client">
      <dl aria-label="Browser">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <VitalsRows />
      <button type="button" onClick={copy}>
        {copied ? 'Copied' : 'Copy details'}
      </button>{' '}
      <a href={urlWithoutDebug(location.href)}>Turn debug off</a>
    </div>
  );
}
