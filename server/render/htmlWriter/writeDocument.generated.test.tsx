/**
 * Generated cases for the HTML writer (decision 101): random trees (test/writers/trees.ts) over
 * each world seed, written as a whole flight payload inside a document, then written as HTML by
 * the writer (its interface, `writeDocument`, with one island cache for all the cases of a seed)
 * and by React itself (the flight client and React DOM's server renderer, as the server did before
 * the writer). The two documents must be the same bytes; a tree the writer declines (Unsupported)
 * is React DOM's to write and counts as declined, and most trees must be written.
 */
import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { use } from 'react';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createFromNodeStream } from 'react-server-dom-webpack/client';
import type { ServerConsumerManifest } from 'react-server-dom-webpack/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ISLANDS, WORLD_SEEDS, describeTree, treeArbitrary, worldMaterial } from '../../../test/writers/trees';
import type { TreeNode } from '../../../test/writers/trees';
import { textSink } from '../textSink';
import { Unsupported, createHtmlWriter, manifestLoader, writeDocument } from './index';
import type { HtmlWriter } from './index';

/** Cases per world seed (~1.5 ms a case; `WRITERS_CASES` overrides it). */
const HTML_CASES_PER_SEED = Number(process.env.WRITERS_CASES ?? 4000);

const NONCE = 'bm9uY2Utbm9uY2U=';
const BOOT = 'window.booted=1;if(1<2)document.title="</script>"';

function Card({ title, count, tags }: { title: string; count: number; tags: string[] }) {
  return (
    <article className="card">
      <h3>{title}</h3>
      <span>{count}</span>
      {tags.map((tag, index) => (
        <em key={index}>{tag}</em>
      ))}
    </article>
  );
}
function Frame({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <section aria-label={label}>
      {children}
      <footer>end</footer>
    </section>
  );
}
/** Its markup reads only `text` (its markup key); `page` is for the browser. */
function Badge({ text }: { text: string; page: string; markupKey: string }) {
  return <span className="badge">{text}</span>;
}
const islandModule: Record<string, unknown> = { Card, Frame, Badge };
const moduleMap = { islands: Object.fromEntries(ISLANDS.map((name) => [name, { id: 'islands', chunks: [], name }])) };
const manifest = { moduleMap, serverModuleMap: null, moduleLoading: null } as unknown as ServerConsumerManifest;

// React's development warnings about list keys and nesting (the trees are random); anything else still shows.
const quiet =
  /unique "key" prop|cannot be a descendant of|cannot contain a nested|cannot be a child of|empty string \(""\) was passed|In HTML, /;
beforeAll(() => {
  const globals = globalThis as Record<string, unknown>;
  globals.__webpack_require__ = (id: string) => (id === 'islands' ? islandModule : undefined);
  globals.__webpack_chunk_load__ = () => Promise.resolve();
  const error = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!quiet.test(String(args[0]))) error(...args);
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});

/** A tree as flight rows: `0` the document with the tree in its body, one import row per island. */
function payloadOf(node: TreeNode): string {
  const rows: string[] = [];
  const imports = new Map<string, string>();
  let next = 1;
  const text = (value: string): string => {
    const escaped = value[0] === '$' ? `$${value}` : value;
    if (value.length < 1024) return escaped;
    const id = next++;
    rows.push(`${id.toString(16)}:T${Buffer.byteLength(value).toString(16)},${value}`);
    return `$${id.toString(16)}`;
  };
  const value = (item: unknown): unknown => {
    if (item === undefined) return '$undefined';
    if (typeof item === 'string') return text(item);
    if (typeof item === 'number') return Object.is(item, -0) ? '$-0' : item;
    if (Array.isArray(item)) return item.map(value);
    if (item !== null && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, value(inner)]));
    return item;
  };
  const island = (name: string): string => {
    let reference = imports.get(name);
    if (reference === undefined) {
      const id = next++;
      rows.push(`${id.toString(16)}:I${JSON.stringify(['islands', [], name])}\n`);
      imports.set(name, (reference = `$L${id.toString(16)}`));
    }
    return reference;
  };
  const model = (tree: TreeNode): unknown => {
    if (tree === null || typeof tree !== 'object') return value(tree);
    if (Array.isArray(tree)) return tree.map(model);
    const withChildren = (props: Record<string, unknown>, children: TreeNode) =>
      children === null ? value(props) : { ...(value(props) as object), children: model(children) };
    switch (tree.kind) {
      case 'element':
        return ['$', tree.tag, value(tree.key), withChildren(tree.props, tree.children)];
      case 'fragment':
        return ['$', '$Sreact.fragment', value(tree.key), { children: model(tree.children) }];
      case 'island':
        return ['$', island(tree.name), value(tree.key), withChildren(tree.props, tree.children)];
      case 'component':
        return model(tree.children);
      case 'suspense':
        return ['$', '$Sreact.suspense', null, { fallback: 'loading', children: model(tree.children) }];
    }
  };
  const head = [
    ['$', 'meta', null, { charSet: 'utf-8' }],
    ['$', 'title', null, { children: 'Generated' }],
  ];
  const root = [
    '$',
    'html',
    null,
    {
      lang: 'en',
      children: [
        ['$', 'head', null, { children: head }],
        ['$', 'body', null, { children: model(node) }],
      ],
    },
  ];
  return `${rows.join('')}0:${JSON.stringify(root)}\n`;
}

/** React's own document for a whole payload: the flight client, then React DOM's server renderer. */
function reactDocument(payload: string): Promise<string> {
  let tree: Promise<ReactNode> | undefined;
  function Root() {
    tree ??= (() => {
      const stream = new PassThrough();
      const parsed = createFromNodeStream<ReactNode>(stream, manifest, { nonce: NONCE });
      stream.end(Buffer.from(payload));
      return parsed;
    })();
    return use(tree);
  }
  return new Promise((resolve, reject) => {
    const sink = textSink(resolve);
    const { pipe } = renderToPipeableStream(<Root />, {
      nonce: NONCE,
      bootstrapScriptContent: BOOT,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

describe('the HTML writer on generated trees', () => {
  it.each(WORLD_SEEDS)(
    'writes what React DOM writes, byte for byte, for random trees of world %i',
    async (seed) => {
      const material = worldMaterial(seed);
      const writer: HtmlWriter = createHtmlWriter({ mode: 'rows', load: manifestLoader(manifest) });
      const declined = new Map<string, number>();
      let written = 0;
      const result = await fc.check(
        fc.asyncProperty(treeArbitrary(material, { components: true, longText: true }), async (node) => {
          const payload = payloadOf(node);
          let ours: string;
          try {
            ours = writeDocument(Buffer.from(payload), { nonce: NONCE, bootScript: BOOT, writer });
          } catch (error) {
            if (!(error instanceof Unsupported)) throw error;
            declined.set(error.message, (declined.get(error.message) ?? 0) + 1);
            return;
          }
          written++;
          const theirs = await reactDocument(payload);
          if (ours !== theirs) throw new Error(`not React DOM's bytes\n  writer: ${ours}\n  React:  ${theirs}`);
        }),
        { numRuns: HTML_CASES_PER_SEED, seed },
      );
      if (result.failed) {
        const [node] = result.counterexample ?? [null];
        const error =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        expect.fail(
          `after ${result.numShrinks} shrinks, this tree (world ${seed}, fast-check seed ${result.seed}, path ${result.counterexamplePath ?? ''}):\n${describeTree(node)}\n${error}`,
        );
      }
      console.log(
        `world ${seed}: ${written} written byte for byte, declined ${JSON.stringify(Object.fromEntries(declined))}`,
      );
      // The writer must write most trees: a suite of declined trees would prove nothing.
      const declinedCount = [...declined.values()].reduce((sum, count) => sum + count, 0);
      expect(written, `declined: ${JSON.stringify(Object.fromEntries(declined))}`).toBeGreaterThan(declinedCount * 3);
    },
    120_000,
  );
});
