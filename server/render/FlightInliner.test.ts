import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createHtmlSplices } from '../../shared/render/splices';
import { FlightInliner, inlineDocument } from './FlightInliner';
import { inlinedFlight } from '../../test/support/flight';

async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

describe('FlightInliner', () => {
  it('writes flight rows as nonce-carrying scripts between HTML batches, and closes the document last', async () => {
    const flight = new PassThrough();
    const inliner = new FlightInliner(flight, 'NONCE');
    const done = collect(inliner);
    flight.write('0:["$","p",null,{"children":"</script><script>alert(1)</script>"}]\n');
    inliner.write('<!DOCTYPE html><html><head></head><body><p>first</p>');
    inliner.flush();
    inliner.write('<div>second</div></body></html>');
    inliner.flush();
    flight.end('1:"late"\n');
    inliner.end();
    const html = await done;
    expect(
      html.startsWith(
        '<!DOCTYPE html><html><head></head><body><p>first</p><script nonce="NONCE">(self.__NF||=[]).push(',
      ),
    ).toBe(true);
    expect(html.endsWith(`1:"late"\\n')</script></body></html>`)).toBe(true);
    expect(html.match(/<\/body><\/html>/g)).toHaveLength(1);
    // The row cannot close its script element.
    const scripts = [...html.matchAll(/<script nonce="NONCE">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts.join('')).not.toMatch(/<\/?script/i);
    expect(inlinedFlight(html)).toContain('"children":"</script><script>alert(1)</script>"');
  });

  it('writes nothing before the first HTML batch', async () => {
    const flight = new PassThrough();
    const inliner = new FlightInliner(flight, 'N');
    const done = collect(inliner);
    flight.write('0:"early"\n');
    await new Promise((resolve) => setImmediate(resolve));
    inliner.write('<!DOCTYPE html><html><body>x</body></html>');
    inliner.flush();
    flight.end();
    inliner.end();
    const html = await done;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html.indexOf('<script')).toBeGreaterThan(html.indexOf('x'));
  });

  it('keeps multi-byte characters split across flight chunks intact', async () => {
    const flight = new PassThrough();
    const inliner = new FlightInliner(flight, 'N');
    const done = collect(inliner);
    const bytes = Buffer.from('0:"caf\u00e9 \u2603"\n');
    flight.write(bytes.subarray(0, 7));
    flight.write(bytes.subarray(7));
    inliner.write('<html><body></body></html>');
    flight.end();
    inliner.end();
    const html = await done;
    expect(inlinedFlight(html)).toBe('0:"caf\u00e9 \u2603"\n');
  });

  it('puts ready HTML where its tokens are in the page, while the inlined rows keep only the tokens', async () => {
    const flight = new PassThrough();
    const splices = createHtmlSplices('abc');
    const token = splices.token('<p>The body text, once.</p>');
    const inliner = new FlightInliner(flight, 'N', undefined, splices);
    const done = collect(inliner);
    flight.write(`0:["$","div",null,{"dangerouslySetInnerHTML":{"__html":"${token}"}}]\n`);
    inliner.write(`<!DOCTYPE html><html><body><div>${token}</div>`);
    inliner.flush();
    flight.end();
    inliner.end('</body></html>');
    const html = await done;
    expect(html).toContain('<div><p>The body text, once.</p></div>');
    expect(html.split('The body text, once.')).toHaveLength(2);
    expect(inlinedFlight(html)).toContain(`"__html":"${token}"`);
  });

  it("writes the render's head HTML once, in front of the document's </head>, even when React's head arrives in pieces", async () => {
    const flight = new PassThrough();
    const splices = createHtmlSplices('k');
    splices.head('<link rel="canonical" href="https://x.test/a/"/>');
    const inliner = new FlightInliner(flight, 'N', undefined, splices);
    const done = collect(inliner);
    inliner.write('<!DOCTYPE html><html><head><title>T</title>');
    inliner.flush();
    inliner.write('<meta charSet="utf-8"/></head><body><p>x</p>');
    inliner.flush();
    flight.end('0:"x"\n');
    inliner.end('<div>after</div></body></html>');
    const html = await done;
    expect(html).toContain('<meta charSet="utf-8"/><link rel="canonical" href="https://x.test/a/"/></head><body>');
    expect(html.split('rel="canonical"')).toHaveLength(2);
    expect(inlinedFlight(html)).not.toContain('canonical');
  });

  it('writes the head script with the nonce, after the head HTML and before </head>, once', async () => {
    const flight = new PassThrough();
    const splices = createHtmlSplices('k');
    splices.head('<meta name="description" content="d"/>');
    splices.headScript('self.preamp=1;');
    const inliner = new FlightInliner(flight, 'N0nce', undefined, splices);
    const done = collect(inliner);
    inliner.write('<!DOCTYPE html><html><head><title>T</title></head><body><p>x</p>');
    inliner.flush();
    flight.end('0:"x"\n');
    inliner.end('</body></html>');
    const html = await done;
    expect(html).toContain(
      '<meta name="description" content="d"/><script nonce="N0nce">self.preamp=1;</script></head><body>',
    );
    expect(html.split('self.preamp=1;')).toHaveLength(2);
  });

  it('adds the scripts a page asked for once each, and no script when it asked for none', async () => {
    const page = async (ask: boolean) => {
      const flight = new PassThrough();
      const splices = createHtmlSplices('k');
      if (ask) {
        splices.headScript('self.preamp=1;');
        splices.headScript('self.preamp=1;');
      }
      const inliner = new FlightInliner(flight, 'N0nce', undefined, splices);
      const done = collect(inliner);
      inliner.write('<!DOCTYPE html><html><head><title>T</title></head><body><p>x</p>');
      inliner.flush();
      flight.end('0:"x"\n');
      inliner.end('</body></html>');
      return done;
    };
    expect(await page(true)).toContain('<title>T</title><script nonce="N0nce">self.preamp=1;</script></head>');
    expect(await page(false)).toContain('<title>T</title></head>');
  });

  describe('inlineDocument (a whole document and a whole payload, as one string)', () => {
    const streamed = async (html: string, rows: string, splices?: ReturnType<typeof createHtmlSplices>) => {
      const flight = new PassThrough();
      const inliner = new FlightInliner(flight, 'N', undefined, splices);
      const done = collect(inliner);
      flight.end(rows);
      await new Promise((resolve) => setImmediate(resolve));
      inliner.end(Buffer.from(html));
      return done;
    };

    it('writes what the streaming inliner writes: splices back, head HTML and script before </head>, rows before </body></html>', async () => {
      const splices = createHtmlSplices('k1');
      const token = splices.token('<p>Body \u2603 once.</p>');
      splices.head('<link rel="canonical" href="https://x.test/a/"/>');
      splices.headScript('self.preamp=1;');
      const html = `<!DOCTYPE html><html><head><title>T</title></head><body><div>${token}</div><div>${token.replace('0', '7')}</div></body></html>`;
      const rows = `0:["$","div",null,{"dangerouslySetInnerHTML":{"__html":"${token}"}}]\n1:"</script>\u2028"\n`;
      const whole = inlineDocument(html, rows, { nonce: 'N', splices }).join('');
      expect(whole).toBe(await streamed(html, rows, splices));
      expect(whole).toContain(
        '<title>T</title><link rel="canonical" href="https://x.test/a/"/><script nonce="N">self.preamp=1;</script></head>',
      );
      expect(whole).toContain('<div><p>Body \u2603 once.</p></div><div></div>');
      expect(whole.endsWith(`</script></body></html>`)).toBe(true);
      expect(inlinedFlight(whole)).toBe(rows);
    });

    it('writes the document as it is without splices, a head or rows, and the rows last when there is no </body></html>', async () => {
      expect(inlineDocument('<html><body>x</body></html>', '', { nonce: 'N' }).join('')).toBe(
        '<html><body>x</body></html>',
      );
      const fragment = inlineDocument('<p>x</p>', '0:"x"\n', { nonce: 'N' }).join('');
      expect(fragment).toBe(await streamed('<p>x</p>', '0:"x"\n'));
      expect(fragment.startsWith('<p>x</p><script nonce="N">')).toBe(true);
    });
  });
});
