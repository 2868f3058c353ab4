import { describe, expect, it } from 'vitest';
import { resolveRequestId } from './requestId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('resolveRequestId', () => {
  it.each(['abc-123', 'A.b_c-9', 'x'.repeat(64)])('keeps the safe incoming id %s', (id) => {
    expect(resolveRequestId(id)).toBe(id);
  });

  it.each([undefined, null, '', 'x'.repeat(65), 'has space', 'line\nbreak', '<script>', 'ünicode'])(
    'replaces %j with a fresh UUID',
    (id) => {
      expect(resolveRequestId(id)).toMatch(UUID);
    },
  );

  it('generates a different id each time', () => {
    expect(resolveRequestId(undefined)).not.toBe(resolveRequestId(undefined));
  });
});
