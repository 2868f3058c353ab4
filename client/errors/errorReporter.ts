/**
 * The browser's error monitor (decision 078): one ErrorMonitor per page (shared/runtime/
 * errorMonitor.ts). The entry installs the global listeners before hydration, so errors from
 * the first moment are kept; the ErrorReporter island gives it the collector once the page has
 * hydrated. Sent as `clientError` events, which need performance consent like every tracking
 * event (client/tracking/collect.ts): without it nothing leaves the browser.
 */
import { isChunkLoadError } from '../runtime/chunkReloadRules';
import { ErrorMonitor, type ClientErrorKind, type ClientErrorRecord } from '../runtime/errorMonitor';

const monitor = new ErrorMonitor();

const here = () => `${location.pathname}${location.search}`;

/** Records an error for the tracker (ad load, service worker, chunk, uncaught...). */
export function reportClientError(kind: ClientErrorKind, error: unknown, detail?: Record<string, string>): void {
  monitor.report(kind, error, here(), Date.now(), detail);
}

/** Keeps an error that was reported by its own event (an ad load failure's adError) without sending it again. */
export function recordClientError(kind: ClientErrorKind, error: unknown, detail?: Record<string, string>): void {
  monitor.report(kind, error, here(), Date.now(), detail, { reported: true });
}

export function setClientErrorSender(sender: (record: ClientErrorRecord) => void): void {
  monitor.setSender(sender);
}

/** The monitor's errors (the debug panel and tests read them). */
export function clientErrors(): readonly ClientErrorRecord[] {
  return monitor.list();
}

/** Uncaught errors and unhandled rejections; a failed chunk load is its own kind. Once, from the entry. */
export function installErrorListeners(): void {
  window.addEventListener('error', (event) => {
    // A resource that failed to load (an <img>, a <script> of a third party) is not a script error.
    if (!(event instanceof ErrorEvent)) return;
    const error: unknown = event.error ?? event.message;
    reportClientError(isChunkLoadError(error) ? 'chunk' : 'uncaught', error);
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportClientError(isChunkLoadError(event.reason) ? 'chunk' : 'unhandledRejection', event.reason);
  });
  (window as { __neutronErrors?: () => readonly ClientErrorRecord[] }).__neutronErrors = clientErrors;
}
