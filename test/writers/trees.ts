/**
 * Random element trees for the writers' differential suites (`npm run test:writers`, decision
 * 101): host elements with attributes (styles, booleans, inner HTML, URLs), text that needs
 * escaping, numbers, null and false, arrays, fragments, keyed and async server components,
 * Suspense, and client components (islands) with plain-data props. Text, URLs and inner HTML
 * come from the local upstream's content (upstream/world) for more than one world seed.
 *
 * A tree is plain data, so a shrunk counter-example prints as it is; `describeTree` writes it as
 * JSX for the failure message.
 */
import fc from 'fast-check';
import { createWorld, DEFAULT_SEED } from '../../upstream/world/world';

/** The world seeds whose content the generated trees draw from. */
export const WORLD_SEEDS = [DEFAULT_SEED, 7] as const;
/** The world's clock, fixed so that a seed always gives the same content. */
const WORLD_NOW = Date.UTC(2026, 0, 1);

/** Islands the suites know: each suite maps the names to client references (flight) or components (HTML). */
export const ISLANDS = ['Card', 'Frame', 'Badge'] as const;
export type IslandName = (typeof ISLANDS)[number];

export type TreeNode =
  | string
  | number
  | boolean
  | null
  | TreeNode[]
  | { kind: 'element'; tag: string; key: string | null; props: Record<string, unknown>; children: TreeNode }
  | { kind: 'fragment'; key: string | null; children: TreeNode }
  | { kind: 'island'; name: IslandName; key: string | null; props: Record<string, unknown>; children: TreeNode }
  | { kind: 'component'; async: boolean; key: string | null; children: TreeNode }
  | { kind: 'suspense'; children: TreeNode };

export interface Material {
  seed: number;
  texts: string[];
  urls: string[];
  images: string[];
  html: string[];
}

/** Headlines, deks, names, links, picture paths and author bios (HTML) of a world's first articles. */
export function worldMaterial(seed: number): Material {
  const world = createWorld({ seed, now: WORLD_NOW });
  const articles = world.articles.slice(0, 40);
  const texts = new Set<string>();
  const urls = new Set<string>();
  const images = new Set<string>();
  const html = new Set<string>();
  for (const article of articles) {
    texts.add(article.headline);
    if (typeof article.dek === 'string' && article.dek) texts.add(article.dek);
    const author = article.author;
    if (article.canonicalUrl) urls.add(article.canonicalUrl);
    if (!author) continue;
    texts.add(`${author.firstName} ${author.lastName}`);
    if (author.image?.path) images.add(`https://images.neutron.test${author.image.path}`);
    if (typeof author.authorBio === 'string' && author.authorBio) html.add(author.authorBio);
  }
  return { seed, texts: [...texts], urls: [...urls], images: [...images], html: [...html] };
}

/** Characters every writer must escape or pass through as React does. */
const TRICKY = [
  '<',
  '>',
  '&',
  '"',
  "'",
  '$',
  ' ',
  'a',
  'Z',
  '\u00e9',
  '\u2014',
  '\ud83d\ude00',
  '</script>',
  '<!--',
  '$$',
  '\u00a0',
];

export interface TreeOptions {
  /** Server components (sync, keyed, async) and Suspense: the flight suite renders them; the HTML suite flattens them. */
  components: boolean;
  /** Strings of 1,024 characters or more (text rows). */
  longText: boolean;
}

export function treeArbitrary(material: Material, options: TreeOptions): fc.Arbitrary<TreeNode> {
  const tricky = fc.array(fc.constantFrom(...TRICKY), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...material.texts) },
    { weight: 2, arbitrary: tricky },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...material.texts), tricky).map(([a, b]) => `${a}${b}`) },
    ...(options.longText
      ? [
          {
            weight: 1,
            arbitrary: fc.constantFrom(...material.texts).map((t) => `${t} `.repeat(Math.ceil(1100 / (t.length + 1)))),
          },
        ]
      : []),
  );
  const key = fc.option(fc.constantFrom('a', 'b', 'c', '$k', 'x,y'), { nil: null, freq: 2 });
  const number = fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.constantFrom(0, 1.5, -2.25, 1e21));
  const style = fc.record(
    {
      color: fc.constantFrom('red', 'rgb(0, 0, 0)', ' blue '),
      marginTop: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.constant('1em')),
      opacity: fc.constantFrom(0, 0.5, 1),
      lineHeight: fc.constantFrom(1.4, 2),
      zIndex: fc.constantFrom(3, 10),
      '--accent': fc.constantFrom('#c00', ' 5000ms '),
      backgroundColor: fc.constantFrom(undefined, null, ''),
    },
    { requiredKeys: [], noNullPrototype: true },
  );
  const common = {
    className: fc.constantFrom('card', 'a b', 'x"y'),
    id: fc.constantFrom('main', 'x1'),
    title: text,
    hidden: fc.boolean(),
    'data-n': fc.oneof(text, number, fc.boolean()),
    'aria-label': text,
    tabIndex: fc.constantFrom(0, -1),
    dir: fc.constantFrom('ltr', 'rtl'),
    style,
  };
  const attributes = (tag: string): fc.Arbitrary<Record<string, unknown>> => {
    switch (tag) {
      case 'a':
        return fc.record(
          {
            ...common,
            href: fc.oneof(
              fc.constantFrom(...material.urls),
              fc.constantFrom('', 'javascript:alert(1)', '/a?b=1&c="2"'),
            ),
            rel: fc.constantFrom('noopener', 'nofollow'),
          },
          { requiredKeys: [], noNullPrototype: true },
        );
      case 'img':
        return fc.record(
          {
            src: fc.constantFrom(...material.images),
            alt: text,
            loading: fc.constantFrom('lazy', undefined),
            fetchPriority: fc.constantFrom('high', 'low', undefined),
            width: fc.constantFrom(400, 800),
            height: fc.constantFrom(300, 600),
          },
          { requiredKeys: ['src', 'alt'], noNullPrototype: true },
        );
      case 'button':
        return fc.record(
          { ...common, type: fc.constantFrom('button', 'submit'), disabled: fc.boolean() },
          { requiredKeys: [], noNullPrototype: true },
        );
      case 'time':
        return fc.record(
          { dateTime: fc.constantFrom('2026-11-26T00:16:00.000Z') },
          { requiredKeys: [], noNullPrototype: true },
        );
      default:
        return fc.record(common, { requiredKeys: [], noNullPrototype: true });
    }
  };
  const islandProps = (name: IslandName): fc.Arbitrary<Record<string, unknown>> => {
    const extra = fc.oneof(
      fc.constantFrom(...material.texts),
      fc.integer(),
      fc.constant(undefined),
      fc.array(fc.constantFrom(...material.urls), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom('a', 'b', '$c'), fc.oneof(text, number, fc.boolean(), fc.constant(null)), {
        noNullPrototype: true,
      }),
    );
    switch (name) {
      case 'Card':
        return fc.record(
          {
            title: text,
            count: number,
            tags: fc.array(fc.constantFrom('news', 'review', 'deal', '<tag>'), { maxLength: 3 }),
            tracking: extra,
          },
          { requiredKeys: ['title', 'count', 'tags'], noNullPrototype: true },
        );
      case 'Frame':
        return fc.record({ label: text }, { requiredKeys: ['label'], noNullPrototype: true });
      case 'Badge':
        // Its markup reads only `text`, and its markup key says so: `page` changes from page to page.
        return fc
          .record({ text: fc.constantFrom('new', 'live', 'A & B'), page: fc.constantFrom(...material.urls) })
          .map((props) => ({ ...props, markupKey: props.text }));
    }
  };
  const TAGS = ['div', 'span', 'p', 'section', 'a', 'b', 'em', 'h2', 'ul', 'li', 'button', 'time', 'img', 'br', 'hr'];
  const VOID = new Set(['img', 'br', 'hr']);

  const { node } = fc.letrec<{ node: TreeNode; leaf: TreeNode; element: TreeNode; list: TreeNode }>((tie) => ({
    leaf: fc.oneof(
      { weight: 6, arbitrary: text },
      { weight: 2, arbitrary: number },
      { weight: 1, arbitrary: fc.constantFrom(null, false, true, '') },
    ),
    list: fc.array(tie('node'), { maxLength: 4 }),
    element: fc.constantFrom(...TAGS).chain((tag) =>
      VOID.has(tag)
        ? fc.record({
            kind: fc.constant('element' as const),
            tag: fc.constant(tag),
            key,
            props: attributes(tag),
            children: fc.constant(null),
          })
        : fc.oneof(
            {
              weight: 6,
              arbitrary: fc.record({
                kind: fc.constant('element' as const),
                tag: fc.constant(tag),
                key,
                props: attributes(tag),
                children: tie('node'),
              }),
            },
            {
              weight: 1,
              arbitrary: fc
                .record({ key, props: attributes(tag), html: fc.constantFrom(...material.html) })
                .map(({ key: k, props, html }) => ({
                  kind: 'element' as const,
                  tag,
                  key: k,
                  props: { ...props, dangerouslySetInnerHTML: { __html: html } },
                  children: null,
                })),
            },
          ),
    ),
    node: fc.oneof(
      { depthSize: 'medium', withCrossShrink: true },
      { weight: 4, arbitrary: tie('leaf') },
      { weight: 4, arbitrary: tie('element') },
      { weight: 2, arbitrary: tie('list') },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('fragment' as const), key, children: tie('node') }) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(...ISLANDS).chain((name) =>
          fc.record({
            kind: fc.constant('island' as const),
            name: fc.constant(name),
            key,
            props: islandProps(name),
            children: name === 'Frame' ? tie('node') : fc.constant(null),
          }),
        ),
      },
      ...(options.components
        ? [
            {
              weight: 2,
              arbitrary: fc.record({
                kind: fc.constant('component' as const),
                async: fc.boolean(),
                key,
                children: tie('node'),
              }),
            },
            { weight: 1, arbitrary: fc.record({ kind: fc.constant('suspense' as const), children: tie('node') }) },
          ]
        : []),
    ),
  }));
  return node;
}

/** A tree as JSX, for a failure message a person can read. */
export function describeTree(node: TreeNode, indent = ''): string {
  if (node === null || typeof node === 'boolean') return `${indent}{${String(node)}}`;
  if (typeof node === 'string')
    return `${indent}{${JSON.stringify(node.length > 80 ? `${node.slice(0, 60)}… (${node.length} chars)` : node)}}`;
  if (typeof node === 'number') return `${indent}{${Object.is(node, -0) ? '-0' : String(node)}}`;
  if (Array.isArray(node))
    return node.length === 0
      ? `${indent}{[]}`
      : `${indent}{[\n${node.map((item) => describeTree(item, `${indent}  `)).join(',\n')}\n${indent}]}`;
  const keyText = 'key' in node && node.key !== null ? ` key=${JSON.stringify(node.key)}` : '';
  const shortened = (_key: string, value: unknown) =>
    typeof value === 'string' && value.length > 80 ? `${value.slice(0, 60)}… (${value.length} chars)` : value;
  const propsText = (props: Record<string, unknown>) =>
    Object.entries(props)
      .map(([name, value]) => ` ${name}={${JSON.stringify(value, shortened) ?? 'undefined'}}`)
      .join('');
  const wrap = (open: string, close: string, children: TreeNode) =>
    children === null
      ? `${indent}<${open} />`
      : `${indent}<${open}>\n${describeTree(children, `${indent}  `)}\n${indent}</${close}>`;
  switch (node.kind) {
    case 'element':
      return wrap(`${node.tag}${keyText}${propsText(node.props)}`, node.tag, node.children);
    case 'fragment':
      return wrap(`Fragment${keyText}`, 'Fragment', node.children);
    case 'island':
      return wrap(`${node.name}${keyText}${propsText(node.props)}`, node.name, node.children);
    case 'component':
      return wrap(
        `${node.async ? 'AsyncServerComponent' : 'ServerComponent'}${keyText}`,
        node.async ? 'AsyncServerComponent' : 'ServerComponent',
        node.children,
      );
    case 'suspense':
      return wrap('Suspense', 'Suspense', node.children);
  }
}
