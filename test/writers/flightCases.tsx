/**
 * Generated cases for the flight writer (decision 101), run by rsc/flight/writeFlight.generated.test.ts in a
 * process of its own with the `react-server` condition: random trees (test/writers/trees.ts) over
 * each world seed, written by Neutron's writer and by React's server (react-server-dom-webpack's
 * renderToPipeableStream). A payload must be React's byte for byte; where React numbers or splits
 * rows its own way (async components, outlined rows), the same tree once decoded as a client
 * decodes it. Prints one JSON line per seed: runs, how many were equal byte for byte, and the
 * shrunk counter-example if any.
 */
import { PassThrough } from 'node:stream';
import { Fragment, Suspense, createElement } from 'react';
import type { ReactNode } from 'react';
import fc from 'fast-check';
import { registerClientReference, renderToPipeableStream } from 'react-server-dom-webpack/server';
import type { ClientManifest } from 'react-server-dom-webpack/server';
import type { PipeableFlight } from '../../shared/render/contract';
import { decodeFlight } from '../support/decodeFlight';
import { ISLANDS, WORLD_SEEDS, describeTree, treeArbitrary, worldMaterial } from './trees';
import type { TreeNode } from './trees';
import { writeFlight } from '../../rsc/flight/writeFlight';
import { isDeepStrictEqual } from 'node:util';

/** Cases per world seed (~1 ms a case; `WRITERS_CASES` overrides it). */
const FLIGHT_CASES_PER_SEED = Number(process.env.WRITERS_CASES ?? 5000);

const manifest = {
  'file:///islands.tsx': { id: 'islands', chunks: [7, 'islands.0123456789abcdef.js'], name: '*' },
} as unknown as ClientManifest;
const islands = Object.fromEntries(
  ISLANDS.map((name) => [name, registerClientReference(() => null, 'file:///islands.tsx', name)]),
) as unknown as Record<string, (props: Record<string, unknown>) => ReactNode>;

function ServerComponent({ children }: { children: ReactNode }) {
  return children;
}
async function AsyncServerComponent({ children }: { children: ReactNode }) {
  await Promise.resolve();
  return children;
}

/** The tree as React elements. */
function toElement(node: TreeNode): ReactNode {
  if (node === null || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map(toElement);
  const key = node.kind === 'suspense' ? null : node.key;
  const withKey = (props: Record<string, unknown>) => (key === null ? props : { ...props, key });
  switch (node.kind) {
    case 'element':
      return createElement(
        node.tag,
        withKey(node.props),
        ...(node.children === null ? [] : [toElement(node.children)]),
      );
    case 'fragment':
      return createElement(Fragment, withKey({}), toElement(node.children));
    case 'island':
      return createElement(
        islands[node.name]!,
        withKey(node.props),
        ...(node.children === null ? [] : [toElement(node.children)]),
      );
    case 'component':
      return createElement(
        node.async ? AsyncServerComponent : ServerComponent,
        withKey({}) as { children: ReactNode },
        toElement(node.children),
      );
    case 'suspense':
      return createElement(Suspense, { fallback: 'loading' }, toElement(node.children));
  }
}

function collect(flight: PipeableFlight): Promise<string> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  flight.pipe(sink);
  return new Promise((resolve) => sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8'))));
}

/** Whether a tree holds an async server component (whose rows React sends in another batch). */
const hasAsync = (node: TreeNode): boolean =>
  node !== null &&
  typeof node === 'object' &&
  (Array.isArray(node) ? node.some(hasAsync) : (node.kind === 'component' && node.async) || hasAsync(node.children));

/** Lazy references (`$L`) to rows that are not import rows: async components, and rows React deferred. */
function lazyRows(payload: string): number {
  const imports = new Set([...payload.matchAll(/^([0-9a-f]+):I/gm)].map((match) => match[1]));
  return [...payload.matchAll(/"\$L([0-9a-f]+)"/g)].filter((match) => !imports.has(match[1])).length;
}

/** A payload's rows as written (a text row's length says where it ends; every other row ends with a newline). */
function rowsOf(payload: string): string[] {
  const bytes = Buffer.from(payload, 'utf8');
  const rows: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(':', at);
    let end: number;
    if (bytes[colon + 1] === 0x54) {
      const comma = bytes.indexOf(',', colon);
      end = comma + 1 + Number.parseInt(bytes.toString('utf8', colon + 2, comma), 16);
    } else end = bytes.indexOf('\n', colon) + 1;
    rows.push(bytes.toString('utf8', at, end));
    at = end;
  }
  return rows;
}

interface Outcome {
  ours: string;
  theirs: string;
  fallbacks: string[];
}

async function both(node: TreeNode): Promise<Outcome> {
  const root = () => <main>{toElement(node)}</main>;
  const react = () => renderToPipeableStream(root(), manifest, { onError: () => {} });
  const fallbacks: string[] = [];
  const ours = await collect(
    writeFlight(root(), {
      manifest,
      onError: () => {},
      fallback: (reason) => {
        fallbacks.push(reason);
        return react();
      },
    }),
  );
  return { ours, theirs: await collect(react()), fallbacks };
}

for (const seed of WORLD_SEEDS) {
  const material = worldMaterial(seed);
  let runs = 0;
  let sameBytes = 0;
  let deferred = 0;
  let reordered = 0;
  const result = await fc.check(
    fc.asyncProperty(treeArbitrary(material, { components: true, longText: true }), async (node) => {
      runs++;
      const { ours, theirs, fallbacks } = await both(node);
      if (fallbacks.length > 0) throw new Error(`left to React: ${fallbacks.join(', ')}`);
      if (ours === theirs) {
        sameBytes++;
        return;
      }
      // The writer holds a page's rows until it is whole and sends imports first, where React
      // sends the shell's rows before an async component resolves: the same rows, in another order.
      if (isDeepStrictEqual(rowsOf(ours).sort(), rowsOf(theirs).sort())) {
        if (!hasAsync(node)) throw new Error('the same rows as React in another order');
        reordered++;
        return;
      }
      // Decision 091: where React splits a long row (deferring the rest of it to rows of their
      // own), the payloads differ in rows and ids and must give the client the same tree.
      if (lazyRows(theirs) <= lazyRows(ours)) throw new Error('not the same rows as React');
      deferred++;
      if (!isDeepStrictEqual(decodeFlight(ours), decodeFlight(theirs))) throw new Error('not the same tree as React');
    }),
    { numRuns: FLIGHT_CASES_PER_SEED, seed },
  );
  let failure: { tree: string; error: string; ours: string; theirs: string } | null = null;
  if (result.failed && result.counterexample) {
    const [node] = result.counterexample;
    const { ours, theirs } = await both(node);
    failure = {
      tree: describeTree(node),
      error: result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance),
      ours,
      theirs,
    };
  }
  process.stdout.write(
    `${JSON.stringify({ seed, runs: result.numRuns, executions: runs, sameBytes, reordered, deferred, shrinks: result.numShrinks, failure })}\n`,
  );
}
