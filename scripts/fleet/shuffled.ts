/** A deterministic shuffle (Fisher–Yates over a small LCG), so a fleet run can be repeated; used by test/fleet and the bench. */
export function shuffled<T>(items: readonly T[], seed = 15): T[] {
  const out = [...items];
  let state = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
