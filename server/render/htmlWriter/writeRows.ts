/**
 * Writes a page's HTML document straight from its decoded flight rows, the way React DOM's
 * server renderer (Fizz) writes it when the whole payload is there, without running the flight
 * client or Fizz (decision 025, session 11). Host elements, text, fragments and completed
 * Suspense boundaries are written here; client components (islands) get their markup from
 * `islands` (server/render/htmlWriter/islandMarkup.ts). Anything this writer does not reproduce
 * exactly throws `Unsupported`, and the page is rendered by React DOM as before.
 */
import type { ClientReference, FlightRows, Hint, RawElement } from './flightRows';
import { FRAGMENT, SUSPENSE, Unsupported, isElement } from './flightRows';
import {
  BODY,
  BOOTSTRAP_SCRIPT_ID,
  BOUNDARY_END,
  BOUNDARY_START,
  HIGH_IMAGE_PRELOADS_MAX,
  HTML,
  LEFT_TO_FIZZ,
  NOSCRIPT_SCOPE,
  OUTLINE_BYTES,
  PICTURE_SCOPE,
  PROGRESSIVE_CHUNK_BYTES,
  ROOT,
  SVG,
  TEXT_SEPARATOR,
  VOID,
  attribute,
  childContext,
  customElementAttribute,
  escapeHtml,
  escapeScriptText,
  isDataUrl,
} from './reactDomMarkup';
import type { Context } from './reactDomMarkup';

/** An island's markup: what comes before its children and what after (`close` null: it has no children slot). */
export interface IslandHtml {
  open: string;
  close: string | null;
}

/** A client component in the page: its reference and props (resolved; server-rendered children left out). */
export interface IslandElement {
  type: ClientReference;
  props: Record<string, unknown>;
  hasChildren: boolean;
  /** Set by the island writer: its own cache keys, by markup key and by all props (islands with children are asked for them again by those inside). */
  key?: string;
  fullKey?: string;
}

/** Markup for a client component, given the client components around it (outermost first). */
export type IslandWriter = (island: IslandElement, ancestors: readonly IslandElement[]) => IslandHtml;

export interface WriteOptions {
  nonce: string;
  /** The boot script, written where Fizz writes `bootstrapScriptContent`. */
  bootScript: string;
  islands: IslandWriter;
}

class DocumentWriter {
  private target: string[] = [];
  private readonly root: string[] = this.target;
  private readonly headSegment: string[] = [];
  private htmlStart: string | null = null;
  private headStart: string | null = null;
  private bodyStart: string | null = null;
  private hasHtml = false;
  private hasBody = false;
  private readonly charset: string[] = [];
  private readonly viewport: string[] = [];
  private readonly preconnects = new Map<string, string>();
  private readonly fontPreloads = new Map<string, string>();
  private readonly highImagePreloads = new Set<string[]>();
  private readonly bulkPreloads = new Set<string[]>();
  private readonly imagePreloads = new Map<string, string[]>();
  private readonly promotableImages = new Map<string, string[]>();
  private readonly stylePreloads = new Set<string>();
  private readonly hoistables: string[] = [];
  private lastText = false;
  private inBoundary = false;
  private readonly boundaryBytes: number[] = [];
  private context: Context = { mode: ROOT, scope: 0 };
  private readonly ancestors: IslandElement[] = [];

  constructor(
    private readonly rows: FlightRows,
    private readonly options: WriteOptions,
  ) {}

  write(): string {
    for (const hint of this.rows.hints) this.hint(hint);
    this.node(this.rows.model(0));
    if (this.htmlStart === null || this.headStart === null || this.bodyStart === null)
      throw new Unsupported('not a whole document');
    this.checkOutlining();
    const preloads = (set: Set<string[]>) => [...set].map((chunks) => chunks.join('')).join('');
    return (
      this.htmlStart +
      this.headStart +
      this.charset.join('') +
      [...this.preconnects.values()].join('') +
      this.viewport.join('') +
      [...this.fontPreloads.values()].join('') +
      preloads(this.highImagePreloads) +
      preloads(this.bulkPreloads) +
      this.hoistables.join('') +
      this.headSegment.join('') +
      '</head>' +
      this.bodyStart +
      this.root.join('') +
      `<script nonce="${escapeHtml(this.options.nonce)}" id="${BOOTSTRAP_SCRIPT_ID}">${escapeScriptText(this.options.bootScript)}</script>` +
      (this.hasBody ? '</body>' : '') +
      (this.hasHtml ? '</html>' : '')
    );
  }

  /** The flight payload's resource hints, as React DOM's server dispatcher turns them into tags. */
  private hint({ code, value }: Hint): void {
    if (code === 'C' && typeof value === 'string') {
      if (!this.preconnects.has(value))
        this.preconnects.set(value, `<link rel="preconnect"${attribute('href', value)}/>`);
      return;
    }
    if (
      code === 'L' &&
      Array.isArray(value) &&
      typeof value[0] === 'string' &&
      value[0] &&
      (value.length === 2 || (value.length === 3 && typeof value[2] === 'object' && value[2] !== null))
    ) {
      const [href, as] = value as [string, unknown];
      const options = (value[2] ?? {}) as Record<string, unknown>;
      const link = (props: Record<string, unknown>) => [`<link${this.attributes({ ...props, ...options })}/>`];
      if (as === 'font') {
        // React DOM keeps font preloads apart, after the viewport and before high-priority images.
        if (!this.fontPreloads.has(href)) this.fontPreloads.set(href, link({ rel: 'preload', href, as })[0]!);
        return;
      }
      if (as === 'style') {
        if (this.stylePreloads.has(href)) return;
        this.stylePreloads.add(href);
        this.bulkPreloads.add(link({ rel: 'preload', href, as }));
        return;
      }
      if (as === 'image') {
        const srcSet = options.imageSrcSet;
        const key = srcSet
          ? `${String(srcSet)}\n${typeof options.imageSizes === 'string' ? options.imageSizes : ''}`
          : href;
        if (this.imagePreloads.has(key)) return;
        const chunks = link({ rel: 'preload', href: srcSet ? undefined : href, as });
        this.imagePreloads.set(key, chunks);
        if (options.fetchPriority === 'high') this.highImagePreloads.add(chunks);
        else {
          this.bulkPreloads.add(chunks);
          this.promotableImages.set(key, chunks);
        }
        return;
      }
    }
    throw new Unsupported(`hint ${code}`);
  }

  private node(raw: unknown): void {
    const value = this.rows.value(raw);
    if (value === null || value === undefined || typeof value === 'boolean') return;
    if (typeof value === 'string') return this.text(value);
    if (typeof value === 'number') return this.text(String(value));
    if (Array.isArray(value)) {
      if (isElement(value)) return this.element(value);
      for (const item of value) this.node(item);
      return;
    }
    throw new Unsupported('an object as a child');
  }

  private text(text: string): void {
    if (text === '') return;
    if (this.lastText) this.target.push(TEXT_SEPARATOR);
    this.target.push(escapeHtml(text));
    this.lastText = true;
  }

  /** Ready markup (an island's): a separator first if both sides are text, as Fizz would write. */
  private markup(html: string): void {
    if (html === '') return;
    if (this.lastText && html[0] !== '<') this.target.push(TEXT_SEPARATOR);
    this.target.push(html);
    this.lastText = html[html.length - 1] !== '>';
  }

  private element(element: RawElement): void {
    const rawType = element[1];
    const raw = this.rows.value(element[3]);
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      throw new Unsupported('element props that are not an object');
    const props = raw as Record<string, unknown>;
    if (typeof rawType !== 'string') throw new Unsupported('an element type that is not a string');
    if (rawType.startsWith('$L')) return this.island(this.rows.reference(rawType), props);
    if (rawType[0] === '$') {
      const type = this.rows.value(rawType);
      if (type === FRAGMENT) return this.node(props.children);
      if (type === SUSPENSE) return this.suspense(props);
      throw new Unsupported(`element type ${rawType.slice(0, 16)}`);
    }
    this.host(rawType, props);
  }

  private island(type: ClientReference, raw: Record<string, unknown>): void {
    if (this.context.mode !== BODY || this.context.scope !== 0) throw new Unsupported('an island outside the body');
    const props: Record<string, unknown> = {};
    let hasChildren = false;
    for (const name of Object.keys(raw)) {
      if (name === 'children') {
        const children = this.rows.value(raw.children);
        hasChildren = children !== null && children !== undefined;
      } else props[name] = this.rows.decode(raw[name]);
    }
    const island: IslandElement = { type, props, hasChildren };
    const { open, close } = this.options.islands(island, this.ancestors);
    this.markup(open);
    if (close === null) return;
    this.ancestors.push(island);
    this.node(raw.children);
    this.ancestors.pop();
    this.markup(close);
  }

  private suspense(props: Record<string, unknown>): void {
    for (const key of Object.keys(props))
      if (key !== 'children' && key !== 'fallback') throw new Unsupported(`Suspense ${key}`);
    if (this.inBoundary) throw new Unsupported('a boundary inside a boundary');
    const outer = this.target;
    const content: string[] = [];
    this.target = content;
    this.inBoundary = true;
    this.lastText = false;
    this.node(props.children);
    this.inBoundary = false;
    this.target = outer;
    const html = content.join('');
    this.boundaryBytes.push(Buffer.byteLength(html));
    outer.push(BOUNDARY_START, html, BOUNDARY_END);
    this.lastText = false;
  }

  /**
   * Fizz outlines a completed boundary of more than 500 bytes (writes it after the shell, with a
   * script that moves it in place) once the bytes flushed before it pass its progressive chunk
   * size: such a page is left to Fizz.
   */
  private checkOutlining(): void {
    if (!this.boundaryBytes.some((bytes) => bytes > OUTLINE_BYTES)) return;
    const inBoundaries = this.boundaryBytes.reduce(
      (sum, bytes) => sum + bytes + BOUNDARY_START.length + BOUNDARY_END.length,
      0,
    );
    let flushed = Buffer.byteLength(this.root.join('')) + Buffer.byteLength(this.headSegment.join('')) - inBoundaries;
    for (const bytes of this.boundaryBytes) {
      if (bytes > OUTLINE_BYTES && flushed + bytes > PROGRESSIVE_CHUNK_BYTES)
        throw new Unsupported('a boundary Fizz would outline');
      flushed += bytes;
    }
  }

  /** The props of a host element with their values resolved (children left raw, for `node`). */
  private resolved(raw: Record<string, unknown>): Record<string, unknown> {
    const props: Record<string, unknown> = {};
    for (const name of Object.keys(raw)) {
      if (name === 'children') {
        props.children = raw.children;
        continue;
      }
      let value = this.rows.value(raw[name]);
      if (value !== null && typeof value === 'object' && (name === 'style' || name === 'dangerouslySetInnerHTML')) {
        if (Array.isArray(value)) throw new Unsupported(`${name} as an array`);
        const inner: Record<string, unknown> = {};
        for (const key of Object.keys(value)) inner[key] = this.rows.value((value as Record<string, unknown>)[key]);
        value = inner;
      }
      props[name] = value;
    }
    return props;
  }

  private host(tag: string, raw: Record<string, unknown>): void {
    if (LEFT_TO_FIZZ.has(tag)) throw new Unsupported(`<${tag}>`);
    const props = this.resolved(raw);
    const textEmbedded = this.lastText;
    const context = this.context;
    const inPlaceHead =
      context.mode === SVG ||
      (context.scope & NOSCRIPT_SCOPE) !== 0 ||
      (props.itemProp !== undefined && props.itemProp !== null);
    let children: unknown = null;
    let target = this.target;
    let open: string;

    switch (tag) {
      case 'title': {
        const html = this.title(props);
        if (inPlaceHead) this.target.push(html);
        else this.hoistables.push(html);
        this.lastText = false;
        return;
      }
      case 'meta': {
        if (inPlaceHead) {
          this.target.push(this.selfClosing('meta', props));
        } else {
          if (textEmbedded) this.target.push(TEXT_SEPARATOR);
          const html = this.selfClosing('meta', props);
          if (typeof props.charSet === 'string') this.charset.push(html);
          else if (props.name === 'viewport') this.viewport.push(html);
          else this.hoistables.push(html);
        }
        this.lastText = false;
        return;
      }
      case 'link': {
        const { rel, href } = props;
        if (inPlaceHead || typeof rel !== 'string' || typeof href !== 'string' || href === '') {
          this.target.push(this.selfClosing('link', props));
        } else if (rel === 'stylesheet') {
          if (typeof props.precedence === 'string' && props.disabled == null)
            throw new Unsupported('a stylesheet with precedence');
          this.target.push(this.selfClosing('link', props));
        } else {
          if (textEmbedded) this.target.push(TEXT_SEPARATOR);
          this.hoistables.push(this.selfClosing('link', props));
        }
        this.lastText = false;
        return;
      }
      case 'script': {
        if (typeof props.src === 'string' && props.src && props.async && !inPlaceHead)
          throw new Unsupported('an async script');
        this.target.push(this.script(props));
        this.lastText = false;
        return;
      }
      case 'img':
        if (!(context.scope & (NOSCRIPT_SCOPE | PICTURE_SCOPE))) this.preloadImage(props);
        this.target.push(this.selfClosing('img', props));
        this.lastText = false;
        return;
      case 'input':
        this.target.push(this.input(props));
        this.lastText = false;
        return;
      case 'html':
      case 'head':
      case 'body':
        if (tag === 'html' ? context.mode === ROOT : context.mode < BODY) {
          this.documentElement(tag, props);
          children = props.children;
          if (tag === 'head') target = this.headSegment;
          open = '';
        } else ({ open, children } = this.start(tag, props));
        break;
      case 'a':
        ({ open, children } = this.start(tag, props, true));
        break;
      case 'button':
      case 'form':
        ({ open, children } = this.formElement(tag, props));
        break;
      default:
        if (VOID.has(tag)) {
          this.target.push(this.selfClosing(tag, props));
          this.lastText = false;
          return;
        }
        ({ open, children } = tag.includes('-') ? this.customElement(tag, props) : this.start(tag, props));
    }

    this.target.push(open);
    this.lastText = false;
    const outer = this.target;
    this.target = target;
    this.context = childContext(context, tag);
    const direct =
      typeof children === 'string' && tag !== 'html' && tag !== 'head' && tag !== 'body' && !tag.includes('-')
        ? this.rows.value(children)
        : undefined;
    if (typeof direct === 'string') {
      this.target.push(escapeHtml(direct));
    } else {
      this.node(children);
    }
    this.context = context;
    this.target = outer;
    const rootElement =
      (tag === 'html' && context.mode === ROOT) || ((tag === 'head' || tag === 'body') && context.mode <= HTML);
    if (!rootElement) this.target.push(`</${tag}>`);
    this.lastText = false;
  }

  /** `<html>`, `<head>` or `<body>` of the document: their start tags go in the preamble, their end tags after everything. */
  private documentElement(tag: 'html' | 'head' | 'body', props: Record<string, unknown>): void {
    const open = this.start(tag, props).open;
    if ((tag === 'html' ? this.htmlStart : tag === 'head' ? this.headStart : this.bodyStart) !== null)
      throw new Unsupported(`a second <${tag}>`);
    if (tag === 'html') {
      this.htmlStart = `<!DOCTYPE html>${open}`;
      this.hasHtml = true;
    } else if (tag === 'head') this.headStart = open;
    else {
      this.bodyStart = open;
      this.hasBody = true;
    }
  }

  private attributes(props: Record<string, unknown>, skip?: ReadonlySet<string>): string {
    let out = '';
    for (const name of Object.keys(props)) {
      if (name === 'children' || name === 'dangerouslySetInnerHTML' || skip?.has(name)) continue;
      out += attribute(name, props[name]);
    }
    return out;
  }

  private innerHtml(props: Record<string, unknown>): string {
    const inner = props.dangerouslySetInnerHTML;
    if (inner === null || inner === undefined) return '';
    if (props.children !== null && props.children !== undefined) throw new Unsupported('children and inner HTML');
    if (typeof inner !== 'object' || !('__html' in inner)) throw new Unsupported('inner HTML without __html');
    const html = (inner as { __html: unknown }).__html;
    if (html === null || html === undefined) return '';
    if (typeof html !== 'string') throw new Unsupported('inner HTML that is not a string');
    return html;
  }

  /** A generic element's start tag (with its inner HTML); children are returned to render. */
  private start(tag: string, props: Record<string, unknown>, emptyHref = false): { open: string; children: unknown } {
    if (!/^[a-zA-Z][a-zA-Z:_.\-\d]*$/.test(tag)) throw new Unsupported('invalid tag');
    let open = `<${tag}`;
    for (const name of Object.keys(props)) {
      if (name === 'children' || name === 'dangerouslySetInnerHTML') continue;
      if (emptyHref && name === 'href' && props.href === '') open += ' href=""';
      else open += attribute(name, props[name]);
    }
    return { open: `${open}>${this.innerHtml(props)}`, children: props.children ?? null };
  }

  private customElement(tag: string, props: Record<string, unknown>): { open: string; children: unknown } {
    if (!/^[a-zA-Z][a-zA-Z:_.\-\d]*$/.test(tag)) throw new Unsupported('invalid tag');
    let open = `<${tag}`;
    for (const name of Object.keys(props)) {
      if (name === 'children' || name === 'dangerouslySetInnerHTML') continue;
      open += customElementAttribute(name, props[name]);
    }
    return { open: `${open}>${this.innerHtml(props)}`, children: props.children ?? null };
  }

  private selfClosing(tag: string, props: Record<string, unknown>): string {
    if (props.children != null || props.dangerouslySetInnerHTML != null) throw new Unsupported(`children in <${tag}>`);
    return `<${tag}${this.attributes(props)}/>`;
  }

  private title(props: Record<string, unknown>): string {
    const children = this.rows.value(props.children);
    const only = Array.isArray(children) ? (children.length < 2 ? this.rows.value(children[0]) : null) : children;
    let html = `<title${this.attributes(props)}>`;
    if (only !== null && only !== undefined) {
      if (typeof only === 'object') throw new Unsupported('an element in <title>');
      html += escapeHtml(String(only));
    }
    return `${html}${this.innerHtml({ ...props, children: undefined })}</title>`;
  }

  private script(props: Record<string, unknown>): string {
    const children = this.rows.value(props.children);
    if (children !== null && children !== undefined && typeof children !== 'string')
      throw new Unsupported('script children');
    return `<script${this.attributes(props)}>${this.innerHtml(props)}${typeof children === 'string' ? escapeScriptText(children) : ''}</script>`;
  }

  private input(props: Record<string, unknown>): string {
    const held = new Set([
      'name',
      'formAction',
      'formEncType',
      'formMethod',
      'formTarget',
      'defaultChecked',
      'defaultValue',
      'checked',
      'value',
    ]);
    if (props.children != null || props.dangerouslySetInnerHTML != null) throw new Unsupported('children in <input>');
    let html = `<input${this.attributes(props, held)}`;
    html += this.formFields(props.formAction, props.formEncType, props.formMethod, props.formTarget, props.name);
    const checked = props.checked ?? props.defaultChecked;
    if (checked !== null && checked !== undefined && checked) html += ' checked=""';
    const value = props.value ?? props.defaultValue;
    if (value !== null && value !== undefined) html += attribute('value', value);
    return `${html}/>`;
  }

  private formFields(action: unknown, encType: unknown, method: unknown, target: unknown, name: unknown): string {
    return (
      attribute('name', name) +
      attribute('formAction', action) +
      attribute('formEncType', encType) +
      attribute('formMethod', method) +
      attribute('formTarget', target)
    );
  }

  private formElement(tag: 'button' | 'form', props: Record<string, unknown>): { open: string; children: unknown } {
    const held =
      tag === 'button'
        ? new Set(['name', 'formAction', 'formEncType', 'formMethod', 'formTarget'])
        : new Set(['action', 'encType', 'method', 'target']);
    let open = `<${tag}${this.attributes(props, held)}`;
    if (tag === 'button')
      open += this.formFields(props.formAction, props.formEncType, props.formMethod, props.formTarget, props.name);
    else
      open +=
        attribute('action', props.action) +
        attribute('encType', props.encType) +
        attribute('method', props.method) +
        attribute('target', props.target);
    return { open: `${open}>${this.innerHtml(props)}`, children: props.children ?? null };
  }

  /** An `<img>` outside `<picture>` that the browser should fetch early: Fizz preloads it in the head. */
  private preloadImage(props: Record<string, unknown>): void {
    const { src, srcSet } = props;
    if (
      props.loading === 'lazy' ||
      (!src && !srcSet) ||
      (typeof src !== 'string' && src != null) ||
      (typeof srcSet !== 'string' && srcSet != null) ||
      props.fetchPriority === 'low'
    )
      return;
    if (isDataUrl(src) || isDataUrl(srcSet)) return;
    const sizes = typeof props.sizes === 'string' ? props.sizes : undefined;
    const key = srcSet ? `${srcSet as string}\n${sizes ?? ''}` : (src as string);
    const high = props.fetchPriority === 'high';
    const promotable = this.promotableImages.get(key);
    if (promotable) {
      if (high || this.highImagePreloads.size < HIGH_IMAGE_PRELOADS_MAX) {
        this.promotableImages.delete(key);
        this.bulkPreloads.delete(promotable);
        this.highImagePreloads.add(promotable);
      }
      return;
    }
    if (this.imagePreloads.has(key)) return;
    const crossOrigin =
      typeof props.crossOrigin === 'string'
        ? props.crossOrigin === 'use-credentials'
          ? props.crossOrigin
          : ''
        : undefined;
    const link = [
      '<link rel="preload" as="image"' +
        attribute('href', srcSet ? undefined : src) +
        attribute('imageSrcSet', srcSet) +
        attribute('imageSizes', sizes) +
        attribute('crossOrigin', crossOrigin) +
        attribute('integrity', props.integrity) +
        attribute('type', props.type) +
        attribute('fetchPriority', props.fetchPriority) +
        attribute('referrerPolicy', props.referrerPolicy) +
        '/>',
    ];
    this.imagePreloads.set(key, link);
    if (high || this.highImagePreloads.size < HIGH_IMAGE_PRELOADS_MAX) this.highImagePreloads.add(link);
    else {
      this.bulkPreloads.add(link);
      this.promotableImages.set(key, link);
    }
  }
}

/** The document Fizz would write for this decoded payload; throws Unsupported where it cannot say. */
export function writeRows(rows: FlightRows, options: WriteOptions): string {
  return new DocumentWriter(rows, options).write();
}
