/** The local upstream on the deterministic world, with the article URLs it serves and its fault controls. */
import { startUpstream } from '../../upstream/start';
import { createWorld, DEFAULT_SEED } from '../../upstream/world/world';

export interface WorldUpstream {
  url: string;
  /** Every article's canonical path, in world order. */
  articles: string[];
  control(body: unknown): Promise<Response>;
  resetFaults(): Promise<Response>;
  close(): Promise<void>;
}

export async function startWorldUpstream(): Promise<WorldUpstream> {
  const world = createWorld({ seed: DEFAULT_SEED });
  const upstream = await startUpstream({ port: 0, world });
  return {
    url: upstream.url,
    articles: world.articles
      .map((a) => a.canonicalUrl)
      .filter((url): url is string => typeof url === 'string' && url.startsWith('/')),
    control: (body) =>
      fetch(`${upstream.url}/__control`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    resetFaults: () => fetch(`${upstream.url}/__control`, { method: 'DELETE' }),
    close: () => upstream.close(),
  };
}
