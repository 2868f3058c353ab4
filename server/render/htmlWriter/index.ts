/**
 * The HTML writer's interface (decisions 025 and 101; README.md beside this file): callers outside
 * this folder import from here only. A page whose flight payload is whole within the
 * shell hold is written as HTML from its rows (writeRows.ts), without the
 * flight client and React DOM's renderer; anything the writer does not reproduce exactly goes
 * to React DOM as before. `HTML_WRITER` picks the mode: `rows` (the default), `fizz` (React DOM
 * only), or `verify` (both, served from React DOM, every difference logged and counted: for a
 * canary or after a React upgrade).
 */
import type { ComponentType } from 'react';
import type { ServerConsumerManifest } from 'react-server-dom-webpack/client';
import type { FlightRowValues } from '../../../shared/render/contract';
import { FlightRows } from './flightRows';
import type { ClientReference } from './flightRows';
import { createIslandMarkup } from './islandMarkup';
import type { IslandMarkup } from './islandMarkup';
import { writeRows } from './writeRows';

import type { HtmlWriterMode } from './modes';

export type { HtmlWriterMode } from './modes';
export { HTML_WRITER_MODES } from './modes';
export { Unsupported } from './flightRows';
export { DEFAULT_CHECK_EVERY as DEFAULT_ISLAND_CHECK_EVERY } from './islandMarkup';

/** Why a page was written the way it was: `rows`, or why React DOM wrote it. */
export type HtmlWriteOutcome = 'rows' | 'streamed' | 'unsupported' | 'mismatch' | 'fizz';

export interface HtmlWriter {
  readonly mode: HtmlWriterMode;
  readonly islands: IslandMarkup;
  /** Counts one page (metrics: neutron_html_writes_total). */
  count(outcome: HtmlWriteOutcome, reason?: string): void;
  /** Pages by outcome, and the reasons React DOM wrote the unsupported ones, since start. */
  stats(): { outcomes: Record<HtmlWriteOutcome, number>; reasons: Record<string, number> };
}

export interface WriteDocumentOptions {
  nonce: string;
  bootScript: string;
  writer: HtmlWriter;
}

/** The whole HTML document for a whole flight payload (its bytes, or its rows as values); throws Unsupported when it cannot be written exactly. */
export function writeDocument(payload: Buffer | FlightRowValues, options: WriteDocumentOptions): string {
  return writeRows(new FlightRows(payload), {
    nonce: options.nonce,
    bootScript: options.bootScript,
    islands: options.writer.islands.writer,
  });
}

declare const __webpack_require__: ((id: string | number) => Record<string, unknown>) | undefined;

/** Loads a client component in the server bundle by its client manifest id, as the flight client would. */
export function manifestLoader(
  manifest: ServerConsumerManifest,
): (reference: ClientReference) => ComponentType<Record<string, unknown>> {
  const loaded = new Map<string, ComponentType<Record<string, unknown>>>();
  return (reference) => {
    const key = `${reference.id}#${reference.name}`;
    const known = loaded.get(key);
    if (known) return known;
    const exports = (
      manifest.moduleMap as Record<string, Record<string, { id: string | number; name: string }> | undefined>
    )[reference.id];
    const exact = exports?.[reference.name];
    const entry = exact ?? exports?.['*'];
    if (!entry || typeof __webpack_require__ !== 'function')
      throw new Error(`client module ${key} is not in the server bundle`);
    const name = exact ? exact.name : reference.name;
    const module = __webpack_require__(entry.id);
    const component = (
      name === '*' ? module : name === '' ? (module.__esModule ? module.default : module) : module[name]
    ) as ComponentType<Record<string, unknown>> | undefined;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null))
      throw new Error(`client module ${key} has no export ${name}`);
    loaded.set(key, component);
    return component;
  };
}

/** Limits the reasons kept in stats (they name rows and tags, from a bounded set, but stay safe). */
const MAX_REASONS = 64;

export function createHtmlWriter(options: {
  mode: HtmlWriterMode;
  load: (reference: ClientReference) => ComponentType<Record<string, unknown>>;
  islandCacheBytes?: number;
  /** One island-cache hit in so many is rendered again by React DOM and compared (ISLAND_MARKUP_CHECK_EVERY; 0: never). */
  islandCheckEvery?: number;
  onCount?: (outcome: HtmlWriteOutcome) => void;
  /** An island's markup key proved wrong (shared/render/markupKey.ts): worth an error in the log. */
  onWrongMarkupKey?: (component: string) => void;
  /** A sampled island's cached markup was not React DOM's (dropped; React DOM's was written): worth an error in the log. */
  onIslandMismatch?: (component: string) => void;
}): HtmlWriter {
  const islands = createIslandMarkup({
    load: options.load,
    maxBytes: options.islandCacheBytes,
    checkEvery: options.islandCheckEvery,
    onWrongMarkupKey: options.onWrongMarkupKey,
    onMismatch: options.onIslandMismatch,
  });
  const outcomes: Record<HtmlWriteOutcome, number> = { rows: 0, streamed: 0, unsupported: 0, mismatch: 0, fizz: 0 };
  const reasons: Record<string, number> = {};
  return {
    mode: options.mode,
    islands,
    count(outcome, reason) {
      outcomes[outcome]++;
      if (reason !== undefined && (reason in reasons || Object.keys(reasons).length < MAX_REASONS))
        reasons[reason] = (reasons[reason] ?? 0) + 1;
      options.onCount?.(outcome);
    },
    stats: () => ({ outcomes: { ...outcomes }, reasons: { ...reasons } }),
  };
}
