/**
 * Everything the HTML writer knows of React: how React DOM's server renderer (Fizz, react-dom
 * 19.3) writes a document, its attributes and its text, and how the flight rows it reads are
 * shaped (react-server-dom-webpack 19.3). These are facts about React's output, copied so the
 * writer and React agree byte for byte; nothing else in this folder names a React internal.
 * `npm run test:writers` compares the writer with React on generated trees and
 * test/integration/htmlWriter.test.ts on every page family: after a React upgrade they say
 * whether anything here changed (README.md beside this file: the upgrade runbook).
 */
import { Unsupported } from './unsupported';

// ---- the flight rows, as react-server-dom-webpack writes them --------------------------------

/** React's fragment and Suspense types (`$Sreact.fragment`, `$Sreact.suspense` on the wire). */
export const FRAGMENT = Symbol.for('react.fragment');
export const SUSPENSE = Symbol.for('react.suspense');
export const FRAGMENT_REFERENCE = '$Sreact.fragment';
export const SUSPENSE_REFERENCE = '$Sreact.suspense';
/** `$undefined`; `$$x` is the string `$x`; `$L<id>` a lazy reference; `$<id>[:path]` a reference to (part of) a row. */
export const UNDEFINED_REFERENCE = '$undefined';
/** Row tags whose rows are length-prefixed binary (typed arrays), which pages never send. */
export const BINARY_TAGS = new Set('AOobUSsLlGgMmV');
/** A row tag the writer reads: `T` text (length-prefixed), `I` import, `H` hint; any other capital, `#`, `r` or `x` is one it does not. */
export const isUnreadTag = (tag: string) => (tag >= 'A' && tag <= 'Z') || tag === '#' || tag === 'r' || tag === 'x';

// ---- Fizz's document --------------------------------------------------------------------------

/** Between two neighbouring texts. */
export const TEXT_SEPARATOR = '<!-- -->';
/** A completed Suspense boundary written in place. */
export const BOUNDARY_START = '<!--$-->';
export const BOUNDARY_END = '<!--/$-->';
/** A pending (`$?`) or client-rendered (`$!`) boundary: markup that suspended. */
export const SUSPENDED_MARKERS = ['<!--$?', '<!--$!'] as const;
/** The id Fizz gives the bootstrap script (`bootstrapScriptContent`). */
export const BOOTSTRAP_SCRIPT_ID = '_R_';
/** A completed boundary this large may be outlined by Fizz (written after the shell, revealed by script): left to Fizz. */
export const OUTLINE_BYTES = 500;
export const PROGRESSIVE_CHUNK_BYTES = 12_800;
/** Image preloads Fizz writes among the high-priority ones before the rest go to the bulk preloads. */
export const HIGH_IMAGE_PRELOADS_MAX = 10;

export const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Elements Fizz writes with rules of their own that our pages do not use: left to Fizz. */
export const LEFT_TO_FIZZ = new Set(['textarea', 'select', 'option', 'style', 'pre', 'listing', 'menuitem', 'object']);

// Fizz's insertion modes and tag scopes, as far as the writer needs them.
export const ROOT = 0;
export const HTML = 1;
export const BODY = 2;
const HEAD = 3;
export const SVG = 4;
const MATH = 5;
export const NOSCRIPT_SCOPE = 1;
export const PICTURE_SCOPE = 2;

export interface Context {
  mode: number;
  scope: number;
}

/** The insertion mode and scope inside `tag`, as Fizz's getChildFormatContext gives them. */
export function childContext(parent: Context, tag: string): Context {
  const scope = parent.scope;
  switch (tag) {
    case 'noscript':
      return { mode: BODY, scope: scope | NOSCRIPT_SCOPE };
    case 'svg':
      return { mode: SVG, scope };
    case 'picture':
      return { mode: BODY, scope: scope | PICTURE_SCOPE };
    case 'math':
      return { mode: MATH, scope };
    case 'foreignObject':
      return { mode: BODY, scope };
    case 'head':
      if (parent.mode < BODY) return { mode: HEAD, scope };
      break;
    case 'html':
      if (parent.mode === ROOT) return { mode: HTML, scope };
      break;
  }
  return parent.mode < BODY || parent.mode >= 6 ? { mode: BODY, scope } : parent;
}

/** A `data:` URL, which Fizz never preloads. */
export function isDataUrl(url: unknown): boolean {
  return typeof url === 'string' && url[4] === ':' && url.slice(0, 4).toLowerCase() === 'data';
}

// ---- attributes and text ---------------------------------------------------------------------

const HTML_ESCAPE = /["'&<>]/;

/** Text and attribute values: `"` `&` `'` `<` `>` as Fizz escapes them. */
export function escapeHtml(text: string): string {
  if (!HTML_ESCAPE.test(text)) return text;
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    let entity: string;
    switch (text.charCodeAt(i)) {
      case 34:
        entity = '&quot;';
        break;
      case 38:
        entity = '&amp;';
        break;
      case 39:
        entity = '&#x27;';
        break;
      case 60:
        entity = '&lt;';
        break;
      case 62:
        entity = '&gt;';
        break;
      default:
        continue;
    }
    if (last !== i) out += text.slice(last, i);
    last = i + 1;
    out += entity;
  }
  return last !== text.length ? out + text.slice(last) : out;
}

const SCRIPT_TAG = /(<\/|<)(s)(cript)/gi;

/** The text of an inline script: `<script` and `</script` with their `s` escaped, as Fizz does. */
export function escapeScriptText(text: string): string {
  return text.replace(
    SCRIPT_TAG,
    (_match, prefix: string, s: string, suffix: string) => `${prefix}${s === 's' ? '\\u0073' : '\\u0053'}${suffix}`,
  );
}

const JAVASCRIPT_URL =
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

function sanitizeUrl(url: string): string {
  return JAVASCRIPT_URL.test(url) ? BLOCKED_URL : url;
}

/** Prop names Fizz writes under another attribute name. */
const ALIASES = new Map<string, string>([
  ['acceptCharset', 'accept-charset'],
  ['htmlFor', 'for'],
  ['httpEquiv', 'http-equiv'],
  ['crossOrigin', 'crossorigin'],
  ['xmlnsXlink', 'xmlns:xlink'],
  ['panose-1', 'panose-1'],
  // SVG presentation attributes: camelCase props, hyphenated attributes.
  ...'accentHeight alignmentBaseline arabicForm baselineShift capHeight clipPath clipRule colorInterpolation colorInterpolationFilters colorProfile colorRendering dominantBaseline enableBackground fillOpacity fillRule floodColor floodOpacity fontFamily fontSize fontSizeAdjust fontStretch fontStyle fontVariant fontWeight glyphName glyphOrientationHorizontal glyphOrientationVertical horizAdvX horizOriginX imageRendering letterSpacing lightingColor markerEnd markerMid markerStart maskType overlinePosition overlineThickness paintOrder pointerEvents renderingIntent shapeRendering stopColor stopOpacity strikethroughPosition strikethroughThickness strokeDasharray strokeDashoffset strokeLinecap strokeLinejoin strokeMiterlimit strokeOpacity strokeWidth textAnchor textDecoration textRendering transformOrigin underlinePosition underlineThickness unicodeBidi unicodeRange unitsPerEm vAlphabetic vHanging vIdeographic vMathematical vectorEffect vertAdvY vertOriginX vertOriginY wordSpacing writingMode xHeight'
    .split(' ')
    .map((name): [string, string] => [name, name.replace(/([A-Z])/g, '-$1').toLowerCase()]),
]);

/** Boolean attributes Fizz writes as `name=""` when truthy. */
const BOOLEANS = new Set(
  'inert allowFullScreen async autoPlay controls credentialless default defer disabled disablePictureInPicture disableRemotePlayback formNoValidate hidden loop noModule noValidate open playsInline readOnly required reversed scoped seamless itemScope'.split(
    ' ',
  ),
);

/** Attributes written as given even when `true`/`false` (as strings). */
const VERBATIM = new Set(
  'contentEditable spellCheck draggable value autoReverse externalResourcesRequired focusable preserveAlpha'.split(' '),
);

const XML_NAMES = new Map([
  ['xlinkActuate', 'xlink:actuate'],
  ['xlinkArcrole', 'xlink:arcrole'],
  ['xlinkRole', 'xlink:role'],
  ['xlinkShow', 'xlink:show'],
  ['xlinkTitle', 'xlink:title'],
  ['xlinkType', 'xlink:type'],
  ['xmlBase', 'xml:base'],
  ['xmlLang', 'xml:lang'],
  ['xmlSpace', 'xml:space'],
]);

const SAFE_NAME = /^[:A-Z_a-z][:A-Z_a-z\-.0-9]*$/;

/** CSS properties whose numbers take no `px`. */
const UNITLESS = new Set(
  'animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth boxFlex boxFlexGroup boxOrdinalGroup columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth MozAnimationIterationCount MozBoxFlex MozBoxFlexGroup MozLineClamp msAnimationIterationCount msFlex msZoom msFlexGrow msFlexNegative msFlexOrder msFlexPositive msFlexShrink msGridColumn msGridColumnSpan msGridRow msGridRowSpan WebkitAnimationIterationCount WebkitBoxFlex WebKitBoxFlexGroup WebkitBoxOrdinalGroup WebkitColumnCount WebkitColumns WebkitFlex WebkitFlexGrow WebkitFlexPositive WebkitFlexShrink WebkitLineClamp'.split(
    ' ',
  ),
);

const cssNames = new Map<string, string>();

function cssName(property: string): string {
  let name = cssNames.get(property);
  if (name === undefined) {
    name = escapeHtml(
      property
        .replace(/([A-Z])/g, '-$1')
        .toLowerCase()
        .replace(/^ms-/, '-ms-'),
    );
    cssNames.set(property, name);
  }
  return name;
}

function styleAttribute(style: unknown): string {
  if (style === null || typeof style !== 'object' || Array.isArray(style))
    throw new Unsupported('style is not an object');
  let out = '';
  for (const [property, value] of Object.entries(style as Record<string, unknown>)) {
    if (value === null || value === undefined || typeof value === 'boolean' || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number') throw new Unsupported('style value');
    let name: string;
    let text: string;
    if (property.startsWith('--')) {
      name = escapeHtml(property);
      text = escapeHtml(String(value).trim());
    } else {
      name = cssName(property);
      text =
        typeof value === 'number'
          ? value === 0 || UNITLESS.has(property)
            ? String(value)
            : `${value}px`
          : escapeHtml(value.trim());
    }
    out += `${out ? ';' : ' style="'}${name}:${text}`;
  }
  return out ? `${out}"` : '';
}

function plain(name: string, value: unknown): string {
  if (typeof value === 'object' && value !== null) throw new Unsupported(`object in attribute ${name}`);
  return ` ${name}="${escapeHtml(String(value))}"`;
}

/** One attribute as Fizz's `pushAttribute` writes it (`''` when it writes nothing). */
export function attribute(name: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'function' || typeof value === 'symbol') return '';
  switch (name) {
    case 'className':
      return typeof value === 'boolean' ? '' : plain('class', value);
    case 'tabIndex':
      return typeof value === 'boolean' ? '' : plain('tabindex', value);
    case 'dir':
    case 'role':
    case 'viewBox':
    case 'width':
    case 'height':
      return typeof value === 'boolean' ? '' : plain(name, value);
    case 'style':
      return styleAttribute(value);
    case 'src':
    case 'href':
    case 'action':
    case 'formAction':
      if (value === '' && (name === 'src' || name === 'href')) return '';
      if (typeof value === 'boolean') return '';
      if (typeof value === 'object') throw new Unsupported(`object in attribute ${name}`);
      return ` ${name}="${escapeHtml(sanitizeUrl(String(value)))}"`;
    case 'defaultValue':
    case 'defaultChecked':
    case 'innerHTML':
    case 'suppressContentEditableWarning':
    case 'suppressHydrationWarning':
    case 'ref':
      return '';
    case 'autoFocus':
    case 'multiple':
    case 'muted':
      return value ? ` ${name.toLowerCase()}=""` : '';
    case 'xlinkHref':
      if (typeof value === 'boolean') return '';
      if (typeof value === 'object') throw new Unsupported('object in attribute xlinkHref');
      return ` xlink:href="${escapeHtml(sanitizeUrl(String(value)))}"`;
    case 'capture':
    case 'download':
      if (value === true) return ` ${name}=""`;
      return value === false ? '' : plain(name, value);
    case 'cols':
    case 'rows':
    case 'size':
    case 'span':
      return !Number.isNaN(Number(value)) && Number(value) >= 1 ? plain(name, value) : '';
    case 'rowSpan':
    case 'start':
      return Number.isNaN(Number(value)) ? '' : plain(name, value);
  }
  if (BOOLEANS.has(name)) return value ? ` ${name}=""` : '';
  if (VERBATIM.has(name)) return plain(name, value);
  const xml = XML_NAMES.get(name);
  if (xml) return typeof value === 'boolean' ? '' : plain(xml, value);
  if (name.length > 2 && (name[0] === 'o' || name[0] === 'O') && (name[1] === 'n' || name[1] === 'N')) return '';
  const attributeName = ALIASES.get(name) ?? name;
  if (!SAFE_NAME.test(attributeName)) throw new Unsupported(`attribute name ${attributeName.slice(0, 20)}`);
  if (typeof value === 'boolean') {
    const prefix = attributeName.toLowerCase().slice(0, 5);
    if (prefix !== 'data-' && prefix !== 'aria-') return '';
  }
  return plain(attributeName, value);
}

/** A custom element's attribute (a tag with a hyphen), as Fizz writes it. */
export function customElementAttribute(name: string, value: unknown): string {
  if (
    value === null ||
    value === undefined ||
    value === false ||
    typeof value === 'function' ||
    typeof value === 'symbol'
  )
    return '';
  if (name === 'style') return styleAttribute(value);
  if (name === 'suppressContentEditableWarning' || name === 'suppressHydrationWarning' || name === 'ref') return '';
  const attributeName = name === 'className' ? 'class' : name;
  if (!SAFE_NAME.test(name)) throw new Unsupported(`attribute name ${name.slice(0, 20)}`);
  if (value === true) return ` ${attributeName}=""`;
  if (typeof value === 'object') return '';
  return ` ${attributeName}="${escapeHtml(String(value))}"`;
}
