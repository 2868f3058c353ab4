/**
 * Run by writeFlight.test.ts in a process of its own with the `react-server` condition (React's
 * server refuses to load without it, and the test runner loads React's client build): renders
 * each case with Neutron's flight writer and with React's server and prints both payloads as
 * JSON, one line per case.
 */
import { PassThrough } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import { Fragment, Suspense } from 'react';
import type { ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { registerClientReference, renderToPipeableStream } from 'react-server-dom-webpack/server';
import type { ClientManifest } from 'react-server-dom-webpack/server';
import type { FlightRowValues, PipeableFlight } from '../../shared/render/contract';
import { writeFlight } from './writeFlight';

const manifest = {
  'file:///island.tsx': { id: 'island', chunks: [1, 'islands.0123456789abcdef.js'], name: '*' },
} as unknown as ClientManifest;
const Island = registerClientReference(() => null, 'file:///island.tsx', 'Island') as unknown as (
  props: Record<string, unknown>,
) => ReactNode;
const Other = registerClientReference(() => null, 'file:///island.tsx', 'Other') as unknown as (
  props: Record<string, unknown>,
) => ReactNode;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Keyed({ label }: { label: string }) {
  return <li key="inner">{label}</li>;
}
function Unkeyed() {
  return <span key="only">one</span>;
}
function List() {
  return [<b key="a">a</b>, <i key="b">b</i>];
}
async function Later({ ms, text }: { ms: number; text: string }) {
  await wait(ms);
  return <p>{text}</p>;
}
async function MapLater(): Promise<ReactNode> {
  await wait(2);
  return <Island lookup={new Map([['a', 1]])} />;
}
async function Fails(): Promise<ReactNode> {
  await wait(30);
  throw new Error('a late section failed');
}
function Hints() {
  preconnect('https://images.example.test');
  return (
    <>
      <link rel="stylesheet" href="/static/site.css" />
      <img
        src="https://images.example.test/hero.jpg"
        srcSet="https://images.example.test/hero-2x.jpg 2x"
        sizes="100vw"
        alt=""
        fetchPriority="high"
      />
      <img src="https://images.example.test/lazy.jpg" alt="" loading="lazy" />
      <picture>
        <img src="https://images.example.test/in-picture.jpg" alt="" />
      </picture>
    </>
  );
}

const cases: Record<string, () => ReactNode> = {
  'host elements, text and values': () => (
    <div className="page" data-n={-0} hidden={false} title={undefined}>
      {'$starts with a dollar'}
      {`$${'y'.repeat(1100)}`}
      {42}
      {null}
      <Island
        text={'x'.repeat(1500)}
        nested={{ list: [1, 'two', null, { deep: true }], nan: Number.NaN, inf: Number.POSITIVE_INFINITY }}
        flag
      />
      <Other />
      <Island text="again" />
    </div>
  ),
  // After the case above, the island's import row names its chunk file by another row id.
  'an island first, then a long string': () => (
    <section>
      <Island text="first" />
      <p>{'w'.repeat(1100)}</p>
      <Other />
    </section>
  ),
  'keys, implicit slots and fragments': () => (
    <ul>
      <Keyed key="k1" label="first" />
      <Keyed label="no key" />
      <Unkeyed />
      <List />
      <List key="listed" />
      <Fragment key="frag">
        <em>in a keyed fragment</em>
      </Fragment>
      <>
        <em>in a fragment</em>
      </>
    </ul>
  ),
  'async components and Suspense': () => (
    <main>
      <Later ms={1} text="soon" />
      <Suspense fallback={<p>loading</p>}>
        <Later ms={5} text="in a boundary" />
      </Suspense>
    </main>
  ),
  'a slow section streams after the rest': () => (
    <main>
      <h1>shell</h1>
      <Suspense fallback={<p>loading</p>}>
        <Later ms={200} text="slow" />
      </Suspense>
    </main>
  ),
  'resource hints': () => <Hints />,
  'an async root': () => <Later ms={1} text="root" />,
  'a Date in an island prop': () => <Island when={new Date(0)} />,
  'a Map in an island prop (left to React)': () => (
    <>
      <Hints />
      <Island lookup={new Map([['a', 1]])} />
    </>
  ),
  'a Map after an await (left to React)': () => (
    <>
      <Hints />
      <MapLater />
    </>
  ),
  'an own __proto__ key in an island prop (left to React)': () => (
    <Island data={JSON.parse('{"__proto__":{"x":1},"a":1}') as unknown} />
  ),
  'a late section that fails': () => (
    <main>
      <h1>shell</h1>
      <Suspense fallback={<p>loading</p>}>
        <Later ms={50} text="ok" />
        <Fails />
      </Suspense>
    </main>
  ),
};

/** The payload a flight render writes, and when (ms after start) each batch arrived. */
function collect(flight: PipeableFlight): Promise<{ payload: string; batches: number[] }> {
  const started = performance.now();
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  const batches: number[] = [];
  sink.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    batches.push(Math.round(performance.now() - started));
  });
  flight.pipe(sink);
  return new Promise((resolve) =>
    sink.on('end', () => resolve({ payload: Buffer.concat(chunks).toString('utf8'), batches })),
  );
}

/** A payload's rows as a reader parses them: what the writer's values must equal. */
function parseRows(payload: string): FlightRowValues {
  const parsed: FlightRowValues = { models: new Map(), imports: new Map(), hints: [] };
  const bytes = Buffer.from(payload, 'utf8');
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(':', at);
    const id = colon === at ? -1 : Number.parseInt(bytes.toString('utf8', at, colon), 16);
    const tag = String.fromCharCode(bytes[colon + 1]!);
    if (tag === 'T') {
      const comma = bytes.indexOf(',', colon);
      const end = comma + 1 + Number.parseInt(bytes.toString('utf8', colon + 2, comma), 16);
      const text = bytes.toString('utf8', comma + 1, end);
      parsed.models.set(id, text.startsWith('$') ? `$${text}` : text);
      at = end;
      continue;
    }
    const end = bytes.indexOf('\n', colon);
    const rest = bytes.toString('utf8', colon + 1, end);
    if (tag === 'I') parsed.imports.set(id, JSON.parse(rest.slice(1)) as unknown[]);
    else if (tag === 'H') parsed.hints.push({ code: rest[1]!, value: JSON.parse(rest.slice(2)) as unknown });
    else if (tag === 'E') parsed.unsupported ??= 'row tag E';
    else parsed.models.set(id, JSON.parse(rest) as unknown);
    at = end + 1;
  }
  return parsed;
}

/** What a destination that takes values gets: the text, and whether the values equal the text's rows parsed. */
function collectValues(flight: PipeableFlight): Promise<{ same: boolean; rows: number } | null> {
  const sink = new PassThrough() as PassThrough & { writeWithValues?: (text: string, rows: FlightRowValues) => void };
  let values: FlightRowValues | null = null;
  let text = '';
  sink.write = ((chunk: string | Uint8Array) => {
    values = null;
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof sink.write;
  let viaValues = true;
  sink.writeWithValues = (batch, rows) => {
    values = viaValues ? rows : null;
    text += batch;
  };
  const end = sink.end.bind(sink);
  return new Promise((resolve) => {
    sink.end = (() => {
      viaValues = false;
      const got = values as FlightRowValues | null;
      resolve(
        got === null
          ? null
          : {
              same: isDeepStrictEqual(got, parseRows(text)),
              rows: got.models.size + got.imports.size + got.hints.length,
            },
      );
      return end();
    }) as typeof sink.end;
    flight.pipe(sink);
  });
}

for (const [name, tree] of Object.entries(cases)) {
  const errors: string[] = [];
  const fallbacks: string[] = [];
  const react = () => renderToPipeableStream(tree(), manifest, { onError: () => {} });
  const ours = await collect(
    writeFlight(tree(), {
      manifest,
      onError: (error) => errors.push(error instanceof Error ? error.message : String(error)),
      fallback: (reason) => {
        fallbacks.push(reason);
        return react();
      },
    }),
  );
  const theirs = await collect(react());
  const values = await collectValues(writeFlight(tree(), { manifest, onError: () => {}, fallback: () => react() }));
  process.stdout.write(`${JSON.stringify({ name, ours, theirs, errors, fallbacks, values })}\n`);
}
