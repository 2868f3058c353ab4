import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, interactionToNextPaint } from './viewMetrics';

describe('interactionToNextPaint', () => {
  it('is the longest interaction; entries without an interaction do not count', () => {
    expect(
      interactionToNextPaint([
        { interactionId: 1, duration: 40, startTime: 0 },
        { interactionId: 1, duration: 72, startTime: 1 },
        { interactionId: 2, duration: 56, startTime: 9 },
        { interactionId: 0, duration: 500, startTime: 9 },
      ]),
    ).toBe(72);
    expect(interactionToNextPaint([])).toBeUndefined();
  });
  it('ignores one outlier per 50 interactions', () => {
    const entries = Array.from({ length: 60 }, (_, i) => ({
      interactionId: i + 1,
      duration: i === 0 ? 900 : 16 + i,
      startTime: i,
    }));
    expect(interactionToNextPaint(entries)).toBe(75);
  });
});

describe('cumulativeLayoutShift', () => {
  it('takes the largest session window and skips shifts after input', () => {
    expect(
      cumulativeLayoutShift([
        { value: 0.05, startTime: 100, hadRecentInput: false },
        { value: 0.05, startTime: 600, hadRecentInput: false },
        { value: 0.5, startTime: 900, hadRecentInput: true },
        { value: 0.08, startTime: 3000, hadRecentInput: false },
      ]),
    ).toBeCloseTo(0.1);
  });
  it('a window closes after 5 s even without gaps', () => {
    const shifts = Array.from({ length: 12 }, (_, i) => ({ value: 0.01, startTime: i * 500, hadRecentInput: false }));
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.1);
  });
});
