/**
 * Everything the flight writer knows of React (react 19.3, react-dom 19.3,
 * react-server-dom-webpack 19.3): the element and type tags, the rows of the wire format and how
 * values are escaped in them, the limits that make a string or an import a row of its own, the
 * resource hints and their deduplication keys, and the names of the internals whose dispatchers
 * the writer wraps. Nothing else in this folder names a React internal. After a React upgrade,
 * `npm run test:writers` and test/integration/flightWriter.test.ts say whether any of this moved
 * (README.md beside this file: the upgrade runbook).
 */

// ---- elements and types ----------------------------------------------------------------------

export const ELEMENT = Symbol.for('react.transitional.element');
export const FRAGMENT = Symbol.for('react.fragment');
export const SUSPENSE = Symbol.for('react.suspense');
export const CLIENT_REFERENCE = Symbol.for('react.client.reference');
/** How the wire names the fragment and Suspense types. */
export const FRAGMENT_TYPE = '$Sreact.fragment';
export const SUSPENSE_TYPE = '$Sreact.suspense';

// ---- rows ------------------------------------------------------------------------------------

/** Strings this long become text rows. */
export const TEXT_ROW_MIN = 1024;
/** Import metadata strings this long are written once, as rows of their own, up to this many characters in all. */
export const IMPORT_STRING_MIN = 16;
export const IMPORT_STRINGS_MAX = 32_768;

/** A model row: `<hex id>:<json>\n`. */
export const modelRow = (id: number, json: string) => `${id.toString(16)}:${json}\n`;
/** A text row: `<hex id>:T<hex byte length>,<text>` (no newline: the length ends it). */
export const textRow = (id: number, text: string) =>
  `${id.toString(16)}:T${Buffer.byteLength(text, 'utf8').toString(16)},${text}`;
/** An import row: `<hex id>:I[module id, chunks, export name(, 1 when async)]\n`. */
export const importRow = (id: number, json: string) => `${id.toString(16)}:I${json}\n`;
/** A hint row: `:H<code><json>\n` (no id). */
export const hintRow = (code: string, json: string) => `:H${code}${json}\n`;
/** A failed row in production: `<hex id>:E{"digest":""}\n`. */
export const errorRow = (id: number) => `${id.toString(16)}:E${JSON.stringify({ digest: '' })}\n`;

/** A string value: a leading `$` is doubled (every other `$…` is a reference). */
export const escaped = (value: string) => (value[0] === '$' ? `$${value}` : value);

/** Numbers, booleans, undefined, bigints and Dates as the wire writes them. */
export function valueOf(value: number | boolean | undefined | bigint | Date): unknown {
  switch (typeof value) {
    case 'number':
      if (Number.isFinite(value)) return Object.is(value, -0) ? '$-0' : value;
      return Number.isNaN(value) ? '$NaN' : value > 0 ? '$Infinity' : '$-Infinity';
    case 'boolean':
      return value;
    case 'undefined':
      return '$undefined';
    case 'bigint':
      return `$n${value.toString(10)}`;
    default:
      return `$D${value.toJSON()}`;
  }
}

// ---- resource hints --------------------------------------------------------------------------

/** The internals React's packages keep their dispatchers in, and the dispatchers' names. */
export const REACT_SERVER_INTERNALS = '__SERVER_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
export const CACHE_DISPATCHER = 'A';
export const REACT_DOM_INTERNALS = '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
export const HINT_DISPATCHER = 'd';
/** ReactDOM's hint codes: preconnect and preload are written; the others (prefetchDNS, preloadModule, preinitScript, preinitStyle, preinitModuleScript) are not. */
export const HINT_PRECONNECT = 'C';
export const HINT_PRELOAD = 'L';
export const HINTS_NOT_WRITTEN = ['D', 'm', 'X', 'S', 'M'] as const;

/** Format context bits, as React's server keeps them: inside <noscript>, inside <picture>. */
export const IN_NOSCRIPT = 1;
export const IN_PICTURE = 2;

/** React's deduplication key of a preconnect. */
export const preconnectKey = (href: string, crossOrigin: unknown) =>
  `C|${crossOrigin === null || crossOrigin === undefined ? 'null' : String(crossOrigin)}|${href}`;

/** React's deduplication key of a preload: images by their srcset and sizes when they have one. */
export function imagePreloadKey(href: string, as: unknown, options: unknown): string {
  if (as === 'image' && options !== null && typeof options === 'object') {
    const { imageSrcSet, imageSizes } = options as Record<string, unknown>;
    const bySet = typeof imageSrcSet === 'string' && imageSrcSet !== '';
    return `L[image]${bySet ? `[${imageSrcSet}]${typeof imageSizes === 'string' ? `[${imageSizes}]` : ''}` : `[][]${href}`}`;
  }
  return `L[${String(as)}]${href}`;
}

/** A `data:` URL, which React's server never preloads. */
export const isDataUrl = (url: unknown) =>
  typeof url === 'string' && url[4] === ':' && url.slice(0, 4).toLowerCase() === 'data';

/**
 * A `<link>`'s preload options in React's order (the HTML writer writes the link's attributes in
 * it), image candidates only for rel=preload; undefined ones are trimmed. Written out field by
 * field: a spread of shared fields followed by more is slow on Node 20 (decision 094).
 */
export function linkPreloadOptions(props: Record<string, unknown>, image: boolean): Record<string, unknown> {
  return {
    crossOrigin: props.crossOrigin,
    integrity: props.integrity,
    nonce: props.nonce,
    type: props.type,
    fetchPriority: props.fetchPriority,
    referrerPolicy: props.referrerPolicy,
    imageSrcSet: image ? props.imageSrcSet : undefined,
    imageSizes: image ? props.imageSizes : undefined,
    media: props.media,
  };
}

/** React's `trimOptions`: the options without null or undefined values, or null when none are left. */
export function trimmed(options: unknown): Record<string, unknown> | null {
  if (options === null || typeof options !== 'object') return null;
  const out: Record<string, unknown> = {};
  let any = false;
  for (const key in options) {
    const value = (options as Record<string, unknown>)[key];
    if (value !== null && value !== undefined) {
      out[key] = value;
      any = true;
    }
  }
  return any ? out : null;
}
