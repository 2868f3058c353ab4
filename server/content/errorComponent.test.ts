import { describe, expect, it } from 'vitest';
import { ComponentError, NotFoundError, RedirectError } from './errors';
import { assertComponentOk, errorForApi404 } from './errorComponent';

const moved = (edition: string, slug: string) => ({ context: { availableOn: [{ edition, slug }] } });

describe('errorForApi404 (000 §8)', () => {
  it('redirects to the slug listed for the current edition', () => {
    const error = errorForApi404({ status: 404, errors: [{ code: '404', ...moved('us', 'new-slug') }] });
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ slug: 'new-slug', status: 301, message: 'the slug has changed' });
  });

  it('accepts a numeric code', () => {
    expect(errorForApi404({ status: 404, errors: [{ code: 404, ...moved('us', 'n') }] })).toBeInstanceOf(RedirectError);
  });

  it.each([
    ['no body', undefined],
    ['no errors', { status: 404 }],
    ['no status', { errors: [{ code: '404', ...moved('us', 'n') }] }],
    ['another code', { status: 404, errors: [{ code: '410', ...moved('us', 'n') }] }],
    ['another edition', { status: 404, errors: [{ code: '404', ...moved('uk', 'n') }] }],
    ['a scheme-relative slug', { status: 404, errors: [{ code: '404', ...moved('us', '//evil.example') }] }],
    ['a slug with a CRLF', { status: 404, errors: [{ code: '404', ...moved('us', 'a\r\nSet-Cookie: x') }] }],
  ])('is NotFoundError "API responded with 404" with %s', (_name, body) => {
    const error = errorForApi404(body);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toBe('API responded with 404');
  });
});

describe('assertComponentOk (001 §8)', () => {
  it('passes content components', () => {
    expect(() => assertComponentOk({ meta: { componentName: 'x' }, items: [] }, 'x')).not.toThrow();
  });

  it('throws not found for a 404 component', () => {
    expect(() => assertComponentOk({ status: 404, errors: [{ code: '404' }] }, 'hero')).toThrow(
      new NotFoundError('component had 404 response'),
    );
  });

  it('redirects a 301 component to the slug for the current edition', () => {
    let thrown: unknown;
    try {
      assertComponentOk({ status: 301, errors: [{ code: '301', ...moved('us', 'moved-here') }] }, 'hero');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RedirectError);
    expect(thrown).toMatchObject({ slug: 'moved-here' });
  });

  it('throws a generic error for a 301 without a slug for this edition', () => {
    expect(() => assertComponentOk({ status: 301, errors: [{ code: '301', ...moved('uk', 'x') }] }, 'hero')).toThrow(
      ComponentError,
    );
  });

  it('throws a generic error naming the component for anything else', () => {
    expect(() => assertComponentOk({ status: 500, errors: [{ code: '500' }] }, 'hero')).toThrow(
      'required component had non-specific error response: hero',
    );
  });
});
