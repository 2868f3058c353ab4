/**
 * The long tail: a publisher's traffic spreads over thousands of articles, so one hot URL says
 * little about the render path. These are the paths of the first N articles of the deterministic
 * world the local upstream serves (same seed), for a round robin in which each connection cycles
 * through all of them.
 */
/** Any canonical article path of the world: /{section}/{topic…}/{slug}/ (money, paid content and how-to included). */
const ARTICLE_PATH = /^\/[a-z0-9-]+\/(?:[a-z0-9-]+\/)*[a-z0-9]+(?:-[a-z0-9]+)*\/$/;

export async function worldArticlePaths(count) {
  const { createWorld, DEFAULT_SEED } = await import('../../upstream/world/world.ts');
  const world = createWorld({ seed: DEFAULT_SEED });
  const paths = [
    ...new Set(
      world.articles
        .map((article) => article.canonicalUrl)
        .filter((url) => typeof url === 'string' && ARTICLE_PATH.test(url)),
    ),
  ];
  if (paths.length < count)
    throw new Error(`the world has ${paths.length} article paths, fewer than the ${count} asked for`);
  return paths.slice(0, count);
}

/** Checks a spread sample of the paths answer 200, so the round robin measures pages, not 404s. */
export async function checkSample(origin, paths, fetchOnce, samples = 10) {
  const step = Math.max(1, Math.floor(paths.length / samples));
  for (let i = 0; i < paths.length; i += step) {
    const { status } = await fetchOnce(origin + paths[i]);
    if (status !== 200) throw new Error(`round-robin article ${paths[i]} answered ${status}`);
  }
}
