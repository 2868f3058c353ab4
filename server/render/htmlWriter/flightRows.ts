/**
 * Splits a whole flight payload (react-server-dom-webpack's wire format) into its rows and
 * resolves its values on demand, for the HTML writer (server/render/htmlWriter/writeRows.ts). Rows
 * stay as `JSON.parse` gave them: elements are `["$", type, key, props]` arrays and strings
 * that start with `$` are references or escapes, resolved by `value()` where the writer reads
 * them (nothing is copied). Neutron's flight writer hands its rows over as values too
 * (FlightRowValues): then nothing is split or parsed at all. Only what our pages send is understood: JSON models, text (`T`),
 * client references (`I`) and resource hints (`H`); anything else (errors, promises, server
 * references, streams, typed arrays, debug rows) throws `Unsupported`, and React DOM renders
 * the page instead (decision 025, session 11).
 */

import type { FlightRowValues } from '../../../shared/render/contract';
import {
  BINARY_TAGS,
  FRAGMENT,
  FRAGMENT_REFERENCE,
  SUSPENSE,
  SUSPENSE_REFERENCE,
  UNDEFINED_REFERENCE,
  isUnreadTag,
} from './reactDomMarkup';
import { Unsupported } from './unsupported';

export { FRAGMENT, SUSPENSE } from './reactDomMarkup';
export { Unsupported } from './unsupported';

/** A client component's reference (an `I` row): its module id in the client manifest and export name. */
export interface ClientReference {
  readonly kind: 'client';
  readonly id: string;
  readonly name: string;
}

export interface Hint {
  code: string;
  value: unknown;
}

/** A raw element row value: `["$", type, key, props]`. */
export type RawElement = [string, unknown, unknown, unknown, ...unknown[]];

export function isElement(value: unknown): value is RawElement {
  return Array.isArray(value) && value[0] === '$' && value.length >= 4;
}

const NEWLINE = 0x0a;
const COLON = 0x3a;
const COMMA = 0x2c;

function parseHex(payload: Buffer, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const c = payload[i]!;
    const digit =
      c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : c >= 0x41 && c <= 0x46 ? c - 0x37 : -1;
    if (digit < 0) throw new Unsupported('malformed row id');
    value = value * 16 + digit;
  }
  return value;
}

export class FlightRows {
  private readonly json = new Map<number, string>();
  /** Import rows: their JSON text, or (from values) their metadata. */
  private readonly imports: Map<number, string | unknown[]>;
  private readonly models: Map<number, unknown>;
  private readonly references = new Map<number, ClientReference>();
  readonly hints: Hint[];

  /** The rows of a whole payload: its bytes, or the values its writer kept (shared, never changed). */
  constructor(source: Buffer | FlightRowValues) {
    if (!Buffer.isBuffer(source)) {
      if (source.unsupported !== undefined) throw new Unsupported(source.unsupported);
      this.models = source.models;
      this.imports = source.imports;
      this.hints = source.hints;
      return;
    }
    this.models = new Map();
    this.imports = new Map();
    this.hints = [];
    const payload = source;
    let at = 0;
    while (at < payload.length) {
      const colon = payload.indexOf(COLON, at);
      if (colon < 0) throw new Unsupported('truncated row');
      const id = parseHex(payload, at, colon);
      const tag = String.fromCharCode(payload[colon + 1] ?? 0);
      if (tag === 'T') {
        const comma = payload.indexOf(COMMA, colon + 2);
        if (comma < 0) throw new Unsupported('truncated text row');
        const length = parseHex(payload, colon + 2, comma);
        if (comma + 1 + length > payload.length) throw new Unsupported('truncated text row');
        const text = payload.toString('utf8', comma + 1, comma + 1 + length);
        // Held as a raw string like every other: a leading `$` escaped as the wire escapes it.
        this.models.set(id, text[0] === '$' ? `$${text}` : text);
        at = comma + 1 + length;
        continue;
      }
      if (BINARY_TAGS.has(tag)) throw new Unsupported(`row tag ${tag}`);
      const end = payload.indexOf(NEWLINE, colon + 1);
      if (end < 0) throw new Unsupported('truncated row');
      if (tag === 'I') this.imports.set(id, payload.toString('utf8', colon + 2, end));
      else if (tag === 'H')
        this.hints.push({
          code: String.fromCharCode(payload[colon + 2]!),
          value: JSON.parse(payload.toString('utf8', colon + 3, end)),
        });
      else if (isUnreadTag(tag)) throw new Unsupported(`row tag ${tag}`);
      else this.json.set(id, payload.toString('utf8', colon + 1, end));
      at = end + 1;
    }
  }

  /** A row's raw value (parsed on first use). */
  model(id: number): unknown {
    if (this.models.has(id)) return this.models.get(id);
    const json = this.json.get(id);
    if (json === undefined) throw new Unsupported(`row ${id.toString(16)} is missing or not a model`);
    const value = JSON.parse(json) as unknown;
    this.models.set(id, value);
    return value;
  }

  /** A raw value with its references and escapes resolved (one level: what it is, not what it holds). */
  value(raw: unknown): unknown {
    let value = raw;
    for (let hops = 0; typeof value === 'string' && value[0] === '$'; hops++) {
      if (hops > 32) throw new Unsupported('a chain of references');
      const tag = value[1];
      if (tag === '$') return value.slice(1);
      if (value === UNDEFINED_REFERENCE) return undefined;
      if (value === FRAGMENT_REFERENCE) return FRAGMENT;
      if (value === SUSPENSE_REFERENCE) return SUSPENSE;
      if (tag === 'L') value = this.path(value.slice(2));
      else if (tag !== undefined && ((tag >= '0' && tag <= '9') || (tag >= 'a' && tag <= 'f')))
        value = this.path(value.slice(1));
      else throw new Unsupported(`value ${value.slice(0, 12)}`);
    }
    return value;
  }

  /** A client component reference (`$L` + the id of an `I` row). */
  reference(type: string): ClientReference {
    const id = Number.parseInt(type.slice(2), 16);
    const known = this.references.get(id);
    if (known) return known;
    const text = this.imports.get(id);
    if (text === undefined) throw new Unsupported(`element type ${type.slice(0, 12)} is not a client reference`);
    const metadata = typeof text === 'string' ? (JSON.parse(text) as unknown) : text;
    if (!Array.isArray(metadata) || metadata.length < 3) throw new Unsupported('client reference without a module');
    const name = this.value(metadata[2]);
    if (typeof name !== 'string') throw new Unsupported('client reference without an export name');
    const reference: ClientReference = { kind: 'client', id: String(metadata[0]), name };
    this.references.set(id, reference);
    return reference;
  }

  /** A value with everything in it resolved, for a client component's props; elements are not allowed in it. */
  decode(raw: unknown): unknown {
    const value = this.value(raw);
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) {
      if (isElement(value)) throw new Unsupported('an element in an island prop');
      return value.map((item) => this.decode(item));
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = this.decode((value as Record<string, unknown>)[key]);
    return out;
  }

  /** `id` or `id:key:key…` (a reference into part of a row). */
  private path(ref: string): unknown {
    const colon = ref.indexOf(':');
    if (colon < 0) return this.model(Number.parseInt(ref, 16));
    const [head, ...keys] = ref.split(':');
    let value = this.model(Number.parseInt(head!, 16));
    for (const key of keys) {
      value = this.value(value);
      if (value === null || typeof value !== 'object') throw new Unsupported('reference path into a non-object');
      value = isElement(value) && key === 'props' ? value[3] : (value as Record<string, unknown>)[key];
    }
    return value;
  }
}
