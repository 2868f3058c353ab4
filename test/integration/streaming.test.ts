/**
 * Streaming: the shell and the article arrive while a slow secondary call is still pending;
 * the related section follows in the same response.
 */
import { expect, it } from 'vitest';
import { get } from '../support/neutron';
import { useStack } from '../support/stack';

const stack = useStack();

it('sends the article before a slow related-content call finishes', async () => {
  const door = await (await get(stack.neutron.url, '/')).text();
  const article = /<a href="(\/(?:tech|news|science)\/[^"]+\/)"/.exec(door)![1]!;
  await stack.upstream.control({ faults: [{ match: '/listing/', latencyMs: 1500 }] });
  try {
    const res = await get(stack.neutron.url, article);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    let html = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      chunks.push(text);
      html += text;
    }
    const firstWithArticle = chunks.findIndex((chunk, i) =>
      chunks
        .slice(0, i + 1)
        .join('')
        .includes('</h1>'),
    );
    const firstWithRelated = chunks.findIndex((chunk, i) =>
      chunks
        .slice(0, i + 1)
        .join('')
        .includes('More from '),
    );
    expect(firstWithArticle).toBeGreaterThanOrEqual(0);
    expect(firstWithRelated).toBeGreaterThan(firstWithArticle);
    // The placeholder was in the first part; the section replaced it later in the same response.
    expect(chunks.slice(0, firstWithRelated).join('')).toContain('aria-label="Loading related articles"');
    expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
  } finally {
    await stack.upstream.reset();
  }
});
