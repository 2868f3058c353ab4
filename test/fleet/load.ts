/** A small closed-loop load generator for the fleet tests: `concurrency` clients, one URL after another. */
export interface LoadResult {
  url: string;
  status: number | string;
}

export async function runLoad(
  urls: readonly string[],
  concurrency: number,
  init: RequestInit = {},
  onDone?: (done: number) => void,
): Promise<LoadResult[]> {
  const results: LoadResult[] = new Array(urls.length);
  let next = 0;
  let done = 0;
  async function client(): Promise<void> {
    while (next < urls.length) {
      const index = next++;
      const url = urls[index]!;
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        results[index] = { url, status: res.status };
      } catch (error) {
        results[index] = {
          url,
          status:
            error instanceof Error
              ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}`
              : String(error),
        };
      }
      onDone?.(++done);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, () => client()));
  return results;
}

/** The results that were not a 200, for a readable failure message. */
export function failures(results: readonly LoadResult[]): LoadResult[] {
  return results.filter((result) => result.status !== 200);
}
