import { describe, expect, it } from 'vitest';
import { readCatchUpResponse as schemaCatchUp } from './catchUp';
import { LIVE_MESSAGES } from './constants';
import { decodeFrame as readFrame, readCatchUpResponse as readCatchUp } from '../../client/live/frameReader';
import { decodeFrame as schemaFrame } from './frames';
import { arrivingLiveItemSchema } from './item';
import { UNREADABLE, readArrivingLiveItem } from '../../client/live/itemReader';
import { BAD_FRAMES, CATCH_UP_BODIES, GOOD_FRAMES, ITEM_VALUES, allFrameTexts } from './wireCorpus';

/**
 * One source of truth: the browser's hand-written reading (frameReader.ts, itemReader.ts) must
 * read every frame, item and catch-up body of the corpus exactly as the zod schemas do — the same
 * accept/reject and the same decoded values, `undefined` keys included (toStrictEqual).
 */
describe('the browser decoder agrees with the zod schemas', () => {
  it('on every live item: read or refused alike, to the same value', () => {
    let read = 0;
    for (const value of ITEM_VALUES) {
      const expected = arrivingLiveItemSchema.safeParse(value);
      const actual = readArrivingLiveItem(value);
      expect(actual === UNREADABLE ? 'refused' : actual, JSON.stringify(value)).toStrictEqual(
        expected.success ? expected.data : 'refused',
      );
      if (expected.success) read += 1;
    }
    // The corpus exercises both sides: many items read, many refused.
    expect(read).toBeGreaterThan(100);
    expect(ITEM_VALUES.length - read).toBeGreaterThan(20);
  });

  it('on every frame: same result, same frame, the same message on failure', () => {
    const texts = allFrameTexts();
    for (const text of texts) {
      const expected = schemaFrame(text);
      const actual = readFrame(text);
      const label = String(text);
      expect(actual.ok, label).toBe(expected.ok);
      if (expected.ok && actual.ok) expect(actual.frame, label).toStrictEqual(expected.frame);
      if (!expected.ok && !actual.ok) {
        expect(actual.message, label).toBe(LIVE_MESSAGES.deserializationFailed);
        expect(actual.error.length, label).toBeGreaterThan(0);
      }
    }
    expect(texts.length).toBeGreaterThan(400);
  });

  it.each(GOOD_FRAMES)('good frame: %s', (_name, text) => {
    const expected = schemaFrame(text);
    expect(expected.ok).toBe(true);
    expect(readFrame(text)).toStrictEqual(expected);
  });

  it.each(BAD_FRAMES)('bad frame: %s', (_name, text) => {
    expect(schemaFrame(text).ok).toBe(false);
    expect(readFrame(text)).toMatchObject({ ok: false, message: LIVE_MESSAGES.deserializationFailed });
  });

  it.each(CATCH_UP_BODIES.map((body) => [JSON.stringify(body)?.slice(0, 60) ?? String(body), body]))(
    'catch-up body %s',
    (_name, body) => {
      const expected = schemaCatchUp(body);
      const actual = readCatchUp(body);
      expect(actual.ok).toBe(expected.ok);
      if (expected.ok && actual.ok) expect(actual.items).toStrictEqual(expected.items);
    },
  );
});
