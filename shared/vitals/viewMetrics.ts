/**
 * INP and CLS of a soft navigation's view, from the browser's entries since the view began
 * (web-vitals computes them per document, not per client-side view; decision 115):
 * - INP: the longest interaction (event entries grouped by interactionId, the longest entry of
 *   each), ignoring one per 50 interactions as web-vitals does;
 * - CLS: the largest session window of shifts without recent input (gaps under 1 s, windows at
 *   most 5 s long).
 */

export interface EventLike {
  interactionId: number;
  duration: number;
  startTime: number;
}

export function interactionToNextPaint(entries: readonly EventLike[]): number | undefined {
  const longest = new Map<number, number>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
  }
  if (longest.size === 0) return undefined;
  const sorted = [...longest.values()].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(longest.size / 50))];
}

export interface ShiftLike {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

export const SESSION_GAP_MS = 1000;
export const SESSION_MAX_MS = 5000;

export function cumulativeLayoutShift(entries: readonly ShiftLike[]): number {
  let largest = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const entry of [...entries].sort((a, b) => a.startTime - b.startTime)) {
    if (entry.hadRecentInput) continue;
    if (current > 0 && entry.startTime - last < SESSION_GAP_MS && entry.startTime - first < SESSION_MAX_MS) {
      current += entry.value;
    } else {
      current = entry.value;
      first = entry.startTime;
    }
    last = entry.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}
