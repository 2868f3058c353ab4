/**
 * Neutron's flight writer (decision 091): the server tree written in React's flight wire format
 * by a serializer made for our pages, instead of react-server-dom-webpack's general one.
 *
 * React's server walks every value of the payload through a generic model renderer (checks for
 * a dozen built-in types, reference bookkeeping, a size budget that splits rows into deferred
 * tasks scheduled with setImmediate); on our pages that is a third of an RSC payload's CPU. Our
 * trees hold only elements, server components (sync or async), client components with plain
 * data props, strings, numbers, booleans, arrays and plain objects, Fragment and Suspense. This
 * writer handles exactly those, with React's semantics where the client can see them:
 *  - keys: a keyed server component's key prefixes the key of what it returns (`parent,child`),
 *    and an unkeyed one's keyed result is wrapped in an array (React's "implicit slot");
 *  - an async server component becomes a lazy reference (`$L`) to a row written when it
 *    resolves, so pending sections stream as with React;
 *  - strings of 1,024 characters or more go as text rows; module names of 16 or more in import
 *    rows once each; a leading `$` is escaped;
 *  - resource hints: `preconnect()` and the preloads React derives from `<img>` and `<link>`
 *    elements (the rows writer and React DOM turn them into head tags);
 *  - `cache()` is per render, as in React's server.
 * Anything else (a Map or a class instance in an island prop, a server reference, a promise as a value,
 * lazy or memo types, other hint kinds, a component throwing before the first row is written)
 * throws `Unwritable`, and React's own server renders the page from the start. A component
 * failing after the first rows went out gets an error row, as React writes it.
 *
 * Why a second writer of React's format is safe: test/integration/flightWriter.test.ts renders
 * every page family both ways and requires the decoded payloads (every reference resolved) and
 * the HTML written from them to be identical; `FLIGHT_WRITER=react` turns this writer off.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { renderToPipeableStream } from 'react-server-dom-webpack/server';
import type { ClientManifest } from 'react-server-dom-webpack/server';
import type { Writable } from 'node:stream';
import type { FlightRowValues, FlightValuesDestination, PipeableFlight } from '../../shared/render/contract';
import {
  CACHE_DISPATCHER,
  CLIENT_REFERENCE,
  ELEMENT,
  FRAGMENT,
  FRAGMENT_TYPE,
  HINTS_NOT_WRITTEN,
  HINT_DISPATCHER,
  HINT_PRECONNECT,
  HINT_PRELOAD,
  IMPORT_STRINGS_MAX,
  IMPORT_STRING_MIN,
  IN_NOSCRIPT,
  IN_PICTURE,
  REACT_DOM_INTERNALS,
  REACT_SERVER_INTERNALS,
  SUSPENSE,
  SUSPENSE_TYPE,
  TEXT_ROW_MIN,
  errorRow,
  escaped,
  hintRow,
  imagePreloadKey,
  importRow,
  isDataUrl,
  linkPreloadOptions,
  modelRow,
  preconnectKey,
  textRow,
  trimmed,
  valueOf,
} from './reactWire';

/** Something this writer does not write as React's server would: React renders the page instead. */
export class Unwritable extends Error {
  override readonly name = 'Unwritable';
}

interface Render {
  cache: Map<unknown, unknown>;
  writer: Writer;
}

const current = new AsyncLocalStorage<Render>();

type Dispatch = (...args: unknown[]) => void;

let installed = false;

/**
 * Makes React's `cache()` and ReactDOM's resource hints answer to this writer's render while one
 * runs (outside it, they do what they did). React's server installs its dispatchers when it is
 * first used; a render of nothing makes sure it has.
 */
function install(): void {
  if (installed) return;
  installed = true;
  renderToPipeableStream(null, {}, { onError: () => {} }).abort();
  const server = (
    React as unknown as Record<
      string,
      Record<string, { getCacheForType(type: () => unknown): unknown } | null> | undefined
    >
  )[REACT_SERVER_INTERNALS];
  const dispatcher = server?.[CACHE_DISPATCHER];
  if (!dispatcher) throw new Error("React's server dispatcher is not installed");
  const getCacheForType = dispatcher.getCacheForType.bind(dispatcher);
  dispatcher.getCacheForType = (type) => {
    const render = current.getStore();
    if (!render) return getCacheForType(type);
    let entry = render.cache.get(type);
    if (entry === undefined) render.cache.set(type, (entry = type()));
    return entry;
  };
  const dom = (ReactDOM as unknown as Record<string, Record<string, Record<string, Dispatch>> | undefined>)[
    REACT_DOM_INTERNALS
  ]?.[HINT_DISPATCHER];
  if (!dom) throw new Error("ReactDOM's server dispatcher is missing");
  const wrap = (code: string, ours: (writer: Writer, ...args: unknown[]) => void) => {
    const theirs = dom[code]!;
    dom[code] = (...args: unknown[]) => {
      const render = current.getStore();
      if (render) ours(render.writer, ...args);
      else theirs(...args);
    };
  };
  wrap(HINT_PRECONNECT, (writer, href, crossOrigin) => writer.preconnect(href, crossOrigin));
  wrap(HINT_PRELOAD, (writer, href, as, options) => writer.preload(href, as, options));
  for (const code of HINTS_NOT_WRITTEN) {
    wrap(code, () => {
      throw new Unwritable(`resource hint ${code}`);
    });
  }
}

interface ElementLike {
  $$typeof: symbol;
  type: unknown;
  key: string | null;
  props: Record<string, unknown>;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';

/** A value still to come at the root of a row: the row waits for it (React retries the task). */
class Pending {
  constructor(
    readonly promise: PromiseLike<unknown>,
    readonly keyPath: string | null,
    readonly implicit: boolean,
  ) {}
}

/** A client reference's import row, resolved from the manifest once per process (reading `$$id` goes through React's module proxy). */
interface ResolvedReference {
  manifest: ClientManifest;
  /** React's dedupe key: the id, with `#async` for an async import. */
  key: string;
  /** [module id, chunks, export name(, 1 when async)], before long strings become rows. */
  metadata: unknown[];
  /** The import row's JSON as last written, with the metadata it was written from (importRowJson). */
  written?: { metadata: readonly unknown[]; json: string };
}

/** Primitives equal, or arrays of equal primitives: metadata is [id, [chunk id, file, …], name(, 1)]. */
function sameMetadata(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let j = 0; j < x.length; j++) if (x[j] !== y[j]) return false;
  }
  return true;
}

/**
 * An import row's JSON. The metadata differs between renders only in the row ids its long
 * strings got, which a page type assigns in the same order every time, so the last JSON written
 * for the reference is reused while the metadata is the same (a page has ~15 import rows; their
 * `JSON.stringify` was ~2% of an RSC payload's CPU).
 */
function importRowJson(resolved: ResolvedReference, metadata: readonly unknown[]): string {
  const written = resolved.written;
  if (written !== undefined && sameMetadata(written.metadata, metadata)) return written.json;
  const json = JSON.stringify(metadata);
  resolved.written = { metadata, json };
  return json;
}

const resolvedReferences = new WeakMap<object, ResolvedReference>();

function resolveReference(type: { $$id: string; $$async?: boolean }, manifest: ClientManifest): ResolvedReference {
  const config = manifest as unknown as Record<
    string,
    { id: string | number; chunks: unknown[]; name: string; async?: boolean } | undefined
  >;
  const id = type.$$id;
  let entry = config[id];
  let name = entry?.name ?? '';
  if (!entry) {
    const hash = id.lastIndexOf('#');
    if (hash >= 0) {
      name = id.slice(hash + 1);
      entry = config[id.slice(0, hash)];
    }
  }
  if (!entry) throw new Unwritable(`client module ${id} not in the manifest`);
  const metadata: unknown[] = [entry.id, entry.chunks, name];
  const async = type.$$async === true;
  if (entry.async === true || async) metadata.push(1);
  return { manifest, key: async ? `${id}#async` : id, metadata };
}

/** How long the writer holds its rows so that a whole page goes out in one batch (and a failure can still go to React). */
const HOLD_MS = 10;

class Writer {
  private next = 1;
  private readonly references = new Map<string, number>();
  private readonly symbols = new Map<string, string>();
  private readonly importStrings = new Map<string, string>();
  private importStringBytes = 0;
  private readonly hints = new Set<string>();
  /** Rows ready to go, in React's order within a batch: imports, hints, then models. */
  private imports: string[] = [];
  private hinted: string[] = [];
  private models: string[] = [];
  /** Rows not yet written (the root, and every outlined row still waiting). */
  private open = 0;
  private destination: Writable | null = null;
  /** Whether rows have been written: after that a failure is an error row, never React's page. */
  private started = false;
  private streaming = false;
  private hold: NodeJS.Timeout | undefined;
  private ended = false;
  private fellBack: string | null = null;
  /** The render's `cache()` map, carried into every continuation. */
  readonly cache = new Map<unknown, unknown>();
  /** Every row written so far as the values its JSON parses to, for a reader in this process (FlightValuesDestination). */
  private readonly values: FlightRowValues = { models: new Map(), imports: new Map(), hints: [] };

  constructor(
    private readonly manifest: ClientManifest,
    private readonly onError: (error: unknown) => void,
    /** React's server renders the page instead (only before anything was written). */
    private readonly fallback: (destination: Writable, reason: string) => void,
  ) {}

  // ---- rows -------------------------------------------------------------------------------

  /** Starts the root row; rows are held until the page is whole or HOLD_MS have passed. */
  start(root: unknown): void {
    this.open = 1;
    this.hold = setTimeout(() => {
      this.streaming = true;
      this.flush();
    }, HOLD_MS);
    this.hold.unref();
    this.task(0, root, null, false, 0);
  }

  pipe(destination: Writable): void {
    this.destination = destination;
    if (this.fellBack !== null) this.fallback(destination, this.fellBack);
    else this.flush();
  }

  abort(): void {
    if (this.ended) return;
    this.end();
  }

  private end(): void {
    this.ended = true;
    clearTimeout(this.hold);
    this.destination?.end();
  }

  private run(fn: () => void): void {
    current.run({ cache: this.cache, writer: this }, fn);
  }

  /** Writes row `id` for `value` (a row's root: a component's promise makes the row wait for it). */
  private task(id: number, value: unknown, keyPath: string | null, implicit: boolean, format: number): void {
    if (this.ended) return;
    let model: unknown;
    try {
      model = this.result(value, keyPath, implicit, format, true);
    } catch (error) {
      this.fail(id, error);
      return;
    }
    if (model instanceof Pending) {
      const pending = model;
      pending.promise.then(
        (resolved) => this.run(() => this.task(id, resolved, pending.keyPath, pending.implicit, format)),
        (error: unknown) => this.fail(id, error),
      );
      return;
    }
    this.models.push(modelRow(id, JSON.stringify(model)));
    this.values.models.set(id, model);
    this.open--;
    this.flush();
  }

  private fail(id: number, error: unknown): void {
    if (this.ended) return;
    if (!this.started) {
      // Nothing written yet: React's server writes this page (it reports its own errors).
      this.ended = true;
      this.fellBack = error instanceof Error ? error.message : String(error);
      clearTimeout(this.hold);
      if (this.destination) this.fallback(this.destination, this.fellBack);
      return;
    }
    this.onError(error);
    this.models.push(errorRow(id));
    this.values.unsupported ??= 'row tag E';
    this.open--;
    this.flush();
  }

  private flush(): void {
    if (this.ended || !this.destination) return;
    if (!this.streaming && this.open > 0) return;
    if (this.imports.length + this.hinted.length + this.models.length > 0) {
      this.started = true;
      const batch = this.imports.join('') + this.hinted.join('') + this.models.join('');
      this.imports = [];
      this.hinted = [];
      this.models = [];
      const destination = this.destination as Writable & Partial<FlightValuesDestination> & { flush?: () => void };
      if (typeof destination.writeWithValues === 'function') destination.writeWithValues(batch, this.values);
      else destination.write(batch);
      destination.flush?.();
    }
    if (this.open === 0) this.end();
  }

  // ---- values -----------------------------------------------------------------------------

  /**
   * What a server component returned (or the row's root): components are called until an
   * element, array or plain value is reached, with React's key path and implicit slot.
   */
  private result(value: unknown, keyPath: string | null, implicit: boolean, format: number, root: boolean): unknown {
    if (isThenable(value)) {
      if (root) return new Pending(value, keyPath, implicit);
      return this.outline(value, keyPath, implicit, format);
    }
    if (Array.isArray(value)) {
      if (keyPath === null) return this.value(value, format);
      const fragment = ['$', this.symbol(FRAGMENT_TYPE), escaped(keyPath), { children: this.value(value, format) }];
      return implicit ? [fragment] : fragment;
    }
    if (value === null || typeof value !== 'object' || (value as { $$typeof?: unknown }).$$typeof !== ELEMENT)
      return this.value(value, format);
    const element = value as ElementLike;
    const { type, key, props } = element;
    if (props.ref !== undefined) throw new Unwritable('a ref');
    if (typeof type === 'function' && (type as { $$typeof?: unknown }).$$typeof !== CLIENT_REFERENCE) {
      const nextKeyPath = key === null ? keyPath : keyPath === null ? key : `${keyPath},${key}`;
      const nextImplicit = key === null && keyPath === null ? true : implicit;
      const rendered = (type as (props: Record<string, unknown>, secondArg: undefined) => unknown)(props, undefined);
      return this.result(rendered, nextKeyPath, nextImplicit, format, root);
    }
    if (type === FRAGMENT && key === null)
      return this.result(props.children, keyPath, keyPath === null ? true : implicit, format, root);
    let typeValue: string;
    let childFormat = format;
    if (typeof type === 'string') {
      typeValue = escaped(type);
      childFormat = this.hostFormat(type, props, format);
    } else if (
      type !== null &&
      (typeof type === 'function' || typeof type === 'object') &&
      (type as { $$typeof?: unknown }).$$typeof === CLIENT_REFERENCE
    ) {
      typeValue = `$L${this.reference(type as { $$id: string; $$async?: boolean }).toString(16)}`;
    } else if (type === SUSPENSE) typeValue = this.symbol(SUSPENSE_TYPE);
    else if (type === FRAGMENT) typeValue = this.symbol(FRAGMENT_TYPE);
    else throw new Unwritable('an element type');
    const elementKey = key === null ? keyPath : keyPath === null ? key : `${keyPath},${key}`;
    const tuple = ['$', typeValue, elementKey === null ? null : escaped(elementKey), this.props(props, childFormat)];
    return implicit && elementKey !== null ? [tuple] : tuple;
  }

  private props(props: Record<string, unknown>, format: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const name in props) {
      if (!Object.prototype.hasOwnProperty.call(props, name)) continue;
      if (name === '__proto__') throw new Unwritable('a __proto__ key');
      out[name] = this.value(props[name], format);
    }
    return out;
  }

  /** A value inside a row (a prop, a child): elements in it are rendered from the row's own key path. */
  private value(value: unknown, format: number): unknown {
    switch (typeof value) {
      case 'string':
        if (value.length >= TEXT_ROW_MIN) return this.text(value);
        return escaped(value);
      case 'number':
      case 'boolean':
      case 'undefined':
      case 'bigint':
        return valueOf(value);
      case 'function':
        if ((value as { $$typeof?: unknown }).$$typeof === CLIENT_REFERENCE)
          return `$${this.reference(value as unknown as { $$id: string; $$async?: boolean }).toString(16)}`;
        throw new Unwritable('a function as a value');
      case 'object': {
        if (value === null) return null;
        if (Array.isArray(value)) {
          const out = new Array<unknown>(value.length);
          for (let i = 0; i < value.length; i++) out[i] = this.value(value[i], format);
          return out;
        }
        const record = value as Record<string, unknown>;
        if (record.$$typeof === ELEMENT) return this.result(value, null, false, format, false);
        if (record.$$typeof !== undefined || isThenable(value)) throw new Unwritable('a special object as a value');
        if (value instanceof Date) return valueOf(value);
        if (Object.getPrototypeOf(value) !== Object.prototype) throw new Unwritable('an object that is not plain');
        const out: Record<string, unknown> = {};
        for (const name in record) {
          if (!Object.prototype.hasOwnProperty.call(record, name)) continue;
          // Assigning it would set the copy's prototype: React's server writes such an object.
          if (name === '__proto__') throw new Unwritable('a __proto__ key');
          out[name] = this.value(record[name], format);
        }
        return out;
      }
      default:
        throw new Unwritable(`a ${typeof value}`);
    }
  }

  /** A type symbol (`$Sreact.fragment`, `$Sreact.suspense`): a row of its own once per render, referenced by id, as React writes it. */
  private symbol(name: string): string {
    const known = this.symbols.get(name);
    if (known !== undefined) return known;
    const id = this.next++;
    this.imports.push(modelRow(id, JSON.stringify(name)));
    this.values.models.set(id, name);
    const reference = `$${id.toString(16)}`;
    this.symbols.set(name, reference);
    return reference;
  }

  /** A long string as a text row of its own. */
  private text(value: string): string {
    const id = this.next++;
    this.models.push(textRow(id, value));
    this.values.models.set(id, escaped(value));
    return `$${id.toString(16)}`;
  }

  /** An async server component's place: a lazy reference to a row written when it resolves. */
  private outline(promise: PromiseLike<unknown>, keyPath: string | null, implicit: boolean, format: number): string {
    const id = this.next++;
    this.open++;
    promise.then(
      (resolved) => this.run(() => this.task(id, resolved, keyPath, implicit, format)),
      (error: unknown) => this.fail(id, error),
    );
    return `$L${id.toString(16)}`;
  }

  /** A client component's import row (once per module export), as React writes it. */
  private reference(type: { $$id: string; $$async?: boolean }): number {
    let resolved = resolvedReferences.get(type);
    if (resolved === undefined || resolved.manifest !== this.manifest) {
      resolved = resolveReference(type, this.manifest);
      resolvedReferences.set(type, resolved);
    }
    const known = this.references.get(resolved.key);
    if (known !== undefined) return known;
    // React numbers the metadata's string rows before the import row itself.
    const metadata = this.importMetadata(resolved.metadata) as unknown[];
    const id = this.next++;
    this.imports.push(importRow(id, importRowJson(resolved, metadata)));
    this.values.imports.set(id, metadata);
    this.references.set(resolved.key, id);
    return id;
  }

  /** React's import metadata: strings of 16 characters or more written once, as rows of their own. */
  private importMetadata(value: unknown): unknown {
    if (typeof value === 'string') {
      if (value.length < IMPORT_STRING_MIN) return escaped(value);
      const known = this.importStrings.get(value);
      if (known !== undefined) return known;
      if (this.importStringBytes + value.length > IMPORT_STRINGS_MAX) return escaped(value);
      this.importStringBytes += value.length;
      const id = this.next++;
      this.imports.push(modelRow(id, JSON.stringify(escaped(value))));
      this.values.models.set(id, escaped(value));
      const reference = `$${id.toString(16)}`;
      this.importStrings.set(value, reference);
      return reference;
    }
    if (Array.isArray(value)) return value.map((item) => this.importMetadata(item));
    if (value === null || typeof value !== 'object') return value;
    throw new Unwritable('import metadata that is not plain');
  }

  // ---- hints ------------------------------------------------------------------------------

  private hint(key: string, code: string, model: unknown): void {
    if (this.hints.has(key)) return;
    this.hints.add(key);
    this.hinted.push(hintRow(code, JSON.stringify(model)));
    this.values.hints.push({ code, value: model });
  }

  preconnect(href: unknown, crossOrigin: unknown): void {
    if (typeof href !== 'string') return;
    this.hint(
      preconnectKey(href, crossOrigin),
      HINT_PRECONNECT,
      typeof crossOrigin === 'string' ? [href, crossOrigin] : href,
    );
  }

  preload(href: unknown, as: unknown, options: unknown): void {
    if (typeof href !== 'string') return;
    const key = imagePreloadKey(href, as, options);
    const rest = trimmed(options);
    this.hint(key, HINT_PRELOAD, rest ? [href, as, rest] : [href, as]);
  }

  /** React's server derives preloads from images and stylesheet links, and tracks <noscript> and <picture>. */
  private hostFormat(type: string, props: Record<string, unknown>, format: number): number {
    switch (type) {
      case 'img': {
        const { src, srcSet } = props;
        if (
          props.loading !== 'lazy' &&
          (src || srcSet) &&
          (typeof src === 'string' || src === null || src === undefined) &&
          (typeof srcSet === 'string' || srcSet === null || srcSet === undefined) &&
          props.fetchPriority !== 'low' &&
          (format & (IN_NOSCRIPT | IN_PICTURE)) === 0 &&
          !isDataUrl(src) &&
          !isDataUrl(srcSet)
        ) {
          const crossOrigin = props.crossOrigin;
          this.preload(src || '', 'image', {
            imageSrcSet: srcSet,
            imageSizes: typeof props.sizes === 'string' ? props.sizes : undefined,
            crossOrigin:
              typeof crossOrigin === 'string' ? (crossOrigin === 'use-credentials' ? crossOrigin : '') : undefined,
            integrity: props.integrity,
            type: props.type,
            fetchPriority: props.fetchPriority,
            referrerPolicy: props.referrerPolicy,
          });
        }
        return format;
      }
      case 'link': {
        const { rel, href } = props;
        if (
          (format & IN_NOSCRIPT) !== 0 ||
          (props.itemProp !== null && props.itemProp !== undefined) ||
          typeof rel !== 'string' ||
          typeof href !== 'string' ||
          href === ''
        )
          return format;
        if (rel === 'preload') this.preload(href, props.as, linkPreloadOptions(props, true));
        else if (rel === 'modulepreload') throw new Unwritable('a modulepreload link');
        else if (rel === 'stylesheet') this.preload(href, 'style', linkPreloadOptions(props, false));
        return format;
      }
      case 'picture':
        return format | IN_PICTURE;
      case 'noscript':
        return format | IN_NOSCRIPT;
      default:
        return format;
    }
  }
}

export interface WriteFlightOptions {
  manifest: ClientManifest;
  /** A component's error after the first rows were written (React's server reports its own). */
  onError: (error: unknown) => void;
  /** React's server, for a page this writer cannot write (why: the error's message): it renders into the same destination. */
  fallback: (reason: string) => PipeableFlight;
}

/** The flight payload of `root`, written by this writer, or by React's server when this one cannot. */
export function writeFlight(root: unknown, options: WriteFlightOptions): PipeableFlight {
  install();
  let react: PipeableFlight | undefined;
  const writer = new Writer(options.manifest, options.onError, (destination, reason) => {
    // Outside this writer's render: React's server keeps its own cache and hints.
    current.exit(() => {
      react = options.fallback(reason);
      react.pipe(destination);
    });
  });
  current.run({ cache: writer.cache, writer }, () => writer.start(root));
  return {
    pipe(destination) {
      writer.pipe(destination);
      return destination;
    },
    abort(reason) {
      if (react) react.abort(reason);
      else writer.abort();
    },
  };
}
