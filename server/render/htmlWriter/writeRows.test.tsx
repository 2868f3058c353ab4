/**
 * The rows writer against React DOM itself: each payload is rendered by the flight client and
 * Fizz (as the server did before the writer) and by the writer, and the two documents must be
 * the same bytes. Islands are covered by islandMarkup.test.tsx and, on every page family, by
 * test/integration/htmlWriter.test.ts.
 */
import { PassThrough } from 'node:stream';
import { use } from 'react';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createFromNodeStream } from 'react-server-dom-webpack/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FlightRows, Unsupported } from './flightRows';
import { textSink } from '../textSink';
import { writeRows } from './writeRows';

const NONCE = 'bm9uY2Utbm9uY2U=';

// React's development warnings about list keys and empty src (the payloads are hand-written); anything else still shows.
const quiet = /unique "key" prop|empty string \(""\) was passed/;
beforeAll(() => {
  const error = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!quiet.test(String(args[0]))) error(...args);
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});
const BOOT = 'window.booted=1;if(1<2)document.title="</script>"';

/** React DOM's document for a whole payload, the way the server rendered every page before the writer. */
function fizz(payload: string): Promise<string> {
  let tree: Promise<ReactNode> | undefined;
  function Root() {
    tree ??= (() => {
      const stream = new PassThrough();
      const parsed = createFromNodeStream<ReactNode>(
        stream,
        { moduleMap: {}, serverModuleMap: null, moduleLoading: null },
        { nonce: NONCE },
      );
      // Written inside the render, so the hints reach this render's resource queues.
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

function rows(payload: string): string {
  return writeRows(new FlightRows(Buffer.from(payload)), {
    nonce: NONCE,
    bootScript: BOOT,
    islands: () => {
      throw new Unsupported('no islands in these payloads');
    },
  });
}

/** A document row 0 around the given head and body children (JSON text). */
function documentRow(head: string, body: string, bodyProps = '{"data-layout":"default"'): string {
  return `0:["$","html",null,{"lang":"en","children":[["$","head",null,{"children":[${head}]}],["$","body",null,${bodyProps},"children":[${body}]}]]}]\n`;
}

const HEAD = [
  '["$","meta",null,{"charSet":"utf-8"}]',
  '["$","meta",null,{"name":"viewport","content":"width=device-width, initial-scale=1"}]',
  '["$","title",null,{"children":"Bob\'s \\"best\\" <picks> & more"}]',
  '["$","link",null,{"rel":"icon","href":"/static/favicon.svg","type":"image/svg+xml"}]',
  '["$","meta","description",{"name":"description","content":"A & B"}]',
  '["$","link","/static/site.css",{"rel":"stylesheet","href":"/static/site.css"}]',
  '["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"$1"}}]',
].join(',');

const FONT_HINT = ':HL["/static/inter.woff2","font",{"crossOrigin":"","type":"font/woff2"}]\n';
const HINTS = `:HC"http://img.example"\n${FONT_HINT}:HL["/static/serif.woff2","font",{"crossOrigin":"","type":"font/woff2"}]\n${FONT_HINT}:HL["/static/site.css","style"]\n`;

async function expectSame(payload: string): Promise<string> {
  const expected = await fizz(payload);
  expect(rows(payload)).toBe(expected);
  return expected;
}

describe('the rows writer writes what React DOM writes', () => {
  it('a document: the head in React DOM order (charset, preconnects, viewport, preloads, hoisted tags, then the rest), the body and the boot script', async () => {
    const json = '{"@type":"NewsArticle","headline":"A </script> in text"}';
    const payload = `${HINTS}1:T${Buffer.byteLength(json).toString(16)},${json}${documentRow(HEAD, '["$","p",null,{"children":"Hello"}]')}`;
    const html = await expectSame(payload);
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="preconnect"')).toBe(
      true,
    );
    // Font preloads once each, after the viewport and before the stylesheet's preload.
    expect(html).toContain(
      'initial-scale=1"/><link rel="preload" href="/static/inter.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="preload" href="/static/serif.woff2"',
    );
    expect(html.split('inter.woff2')).toHaveLength(2);
  });

  it('text: escaping, separators between neighbours, numbers, empty strings, escaped dollars and text rows with multibyte characters', async () => {
    const text = 'Caf\u00e9 \u2014 na\u00efve \ud83d\ude00 <b>';
    const body = [
      '["$","p",null,{"children":["one",2,"","three",["four",["$","b",null,{"children":"five"}],"six"],null,false,"$$seven"]}]',
      '["$","p",null,{"children":"$2"}]',
      '["$","p",null,{"children":["$2","$2"]}]',
      '["$","div",null,{"children":[["$","$3",null,{"children":["a","b"]}],"c"]}]',
    ].join(',');
    await expectSame(
      `2:T${Buffer.byteLength(text).toString(16)},${text}3:"$Sreact.fragment"\n${documentRow('["$","meta",null,{"charSet":"utf-8"}]', body)}`,
    );
  });

  it('attributes: names, booleans, styles, URLs, inner HTML and form controls', async () => {
    const body = [
      '["$","div",null,{"className":"a b","id":"x","tabIndex":0,"hidden":true,"inert":false,"aria-hidden":true,"data-flag":false,"data-on":true,"title":"\\"q\\" & \'a\'","style":{"minHeight":90,"opacity":0.5,"--bar-duration":"5000ms","marginTop":0,"zIndex":3,"backgroundColor":"$undefined","lineHeight":1.4},"children":"x"}]',
      '["$","label",null,{"htmlFor":"email","children":"Email"}]',
      '["$","input",null,{"id":"email","type":"email","name":"email","required":true,"defaultValue":"a@b.c","autoComplete":"email"}]',
      '["$","input",null,{"type":"checkbox","name":"c","defaultChecked":true,"value":"yes"}]',
      '["$","button",null,{"type":"submit","disabled":false,"children":"Send"}]',
      '["$","form",null,{"action":"/search/","method":"get","role":"search","children":["$","input",null,{"name":"q","aria-label":"Search"}]}]',
      '["$","a",null,{"href":"","children":"empty"}]',
      '["$","a",null,{"href":"javascript:alert(1)","rel":"noopener","children":"js"}]',
      '["$","img",null,{"src":"","alt":""}]',
      '["$","time",null,{"dateTime":"2026-11-26T00:16:00.000Z","children":"2 days ago"}]',
      '["$","nav",null,{"aria-label":"Sections","dangerouslySetInnerHTML":{"__html":"<ul><li><a href=\\"/tech/\\">Tech</a></li></ul>"}}]',
      '["$","details",null,{"open":true,"children":["$","summary",null,{"children":"More"}]}]',
      '["$","svg",null,{"viewBox":"0 0 24 24","aria-hidden":"true","children":["$","path",null,{"d":"M0 0h24","strokeWidth":2,"strokeLinecap":"round","fill":"none"}]}]',
      '["$","ol",null,{"start":3,"reversed":true,"children":["$","li",null,{"children":"c"}]}]',
      '["$","td",null,{"colSpan":2,"rowSpan":"x","children":"cell"}]',
      '["$","neutron-widget",null,{"className":"w","flag":true,"off":false,"children":"custom"}]',
      '["$","br",null,{}]',
      '["$","hr",null,{"className":"rule"}]',
    ].join(',');
    await expectSame(documentRow('["$","meta",null,{"charSet":"utf-8"}]', body));
  });

  it('images: eager ones outside a picture are preloaded in the head (high priority first), lazy ones and those in a picture are not', async () => {
    const body = [
      '["$","picture",null,{"children":[["$","source",null,{"type":"image/avif","srcSet":"/a.avif 480w","sizes":"100vw"}],["$","img",null,{"src":"/a.jpg","alt":"","fetchPriority":"high","width":1200,"height":675}]]}]',
      '["$","img",null,{"src":"/lcp.jpg","srcSet":"/lcp-480.jpg 480w, /lcp.jpg 1200w","sizes":"100vw","alt":"","fetchPriority":"high"}]',
      '["$","img",null,{"src":"/lazy.jpg","alt":"","loading":"lazy"}]',
      '["$","img",null,{"src":"/eager.jpg","alt":""}]',
      '["$","img",null,{"src":"/eager.jpg","alt":"again"}]',
      '["$","img",null,{"src":"data:image/gif;base64,R0lGOD","alt":""}]',
      '["$","noscript",null,{"children":["$","img",null,{"src":"/pixel.gif","alt":""}]}]',
    ].join(',');
    const hint =
      ':HL["/hero.jpg","image",{"imageSrcSet":"/hero-480.jpg 480w, /hero.jpg 1200w","imageSizes":"100vw","fetchPriority":"high"}]\n';
    const html = await expectSame(hint + documentRow('["$","meta",null,{"charSet":"utf-8"}]', body));
    expect(html).toContain('<link rel="preload" as="image" imageSrcSet="/hero-480.jpg');
  });

  it('hoisted tags in the body, and a completed Suspense boundary', async () => {
    const body = [
      '["$","p",null,{"children":["before",["$","meta",null,{"itemProp":"name","content":"in place"}],["$","meta",null,{"name":"robots","content":"noindex"}],"after"]}]',
      '["$","title",null,{"children":["Late title"]}]',
      '["$","$4",null,{"fallback":["$","p",null,{"children":"Loading"}],"children":["$","section",null,{"className":"related","children":["text",["$","a",null,{"href":"/x/","children":"x"}]]}]}]',
      '"tail"',
    ].join(',');
    await expectSame(`4:"$Sreact.suspense"\n${documentRow('["$","meta",null,{"charSet":"utf-8"}]', body)}`);
  });

  it('references into other rows and paths within them', async () => {
    const payload = `5:{"className":"shared","children":"from row five"}\n6:["$","span",null,"$5"]\n${documentRow('["$","meta",null,{"charSet":"utf-8"}]', '"$L6",["$","em",null,"$6:props"],["$","i",null,{"children":"$6:props:children"}]')}`;
    await expectSame(payload);
  });
});

describe('what it leaves to React DOM', () => {
  const unsupported = (payload: string) => () => rows(payload);
  it('elements with rules of their own, unknown rows and values, and a large boundary React DOM may outline', () => {
    const doc = (body: string) => documentRow('["$","meta",null,{"charSet":"utf-8"}]', body);
    expect(unsupported(doc('["$","select",null,{"value":"a","children":["$","option",null,{"value":"a"}]}]'))).toThrow(
      Unsupported,
    );
    expect(unsupported(doc('["$","textarea",null,{"defaultValue":"x"}]'))).toThrow(Unsupported);
    expect(unsupported(`1:E{"digest":"x"}\n${doc('"$L1"')}`)).toThrow(Unsupported);
    expect(unsupported(doc('"$@2"'))).toThrow(Unsupported);
    expect(unsupported(doc('"$L9"'))).toThrow(/missing/);
    expect(unsupported('0:["$","div",null,{"children":"not a document"}]\n')).toThrow(/whole document/);
    const big = JSON.stringify('x'.repeat(13_000));
    expect(
      unsupported(`4:"$Sreact.suspense"\n${doc(`["$","$4",null,{"children":["$","p",null,{"children":${big}}]}]`)}`),
    ).toThrow(/outline/);
    expect(unsupported(doc('["$","$L1",null,{}]'))).toThrow(/client reference/);
    expect(unsupported('0:["$","html",null,{"children":"x"}')).toThrow(/truncated/);
  });
});
