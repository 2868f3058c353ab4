import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readEnvelope } from './envelope';

const article = z.object({ id: z.string(), title: z.string() });

describe('readEnvelope', () => {
  it('returns the parsed property', () => {
    expect(readEnvelope({ data: { article: { id: 'a', title: 'T', extra: 1 } } }, 'article', article)).toEqual({
      id: 'a',
      title: 'T',
    });
  });

  it.each([
    ['no data', {}],
    ['data not an object', { data: 'x' }],
    ['data an array', { data: [] }],
    ['the property missing', { data: { page: {} } }],
    ['the property null', { data: { article: null } }],
    ['the property not matching its model', { data: { article: { id: 'a' } } }],
  ])('throws "API response is not in the correct format" with %s', (_name, body) => {
    expect(() => readEnvelope(body, 'article', article)).toThrow(
      new Error('API response is not in the correct format'),
    );
  });

  it('keeps the zod issues as the cause', () => {
    try {
      readEnvelope({ data: { article: { id: 1 } } }, 'article', article);
    } catch (error) {
      expect((error as Error).cause).toBeInstanceOf(z.ZodError);
      return;
    }
    throw new Error('expected a throw');
  });
});
