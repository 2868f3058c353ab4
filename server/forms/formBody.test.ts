import { describe, expect, it } from 'vitest';
import { FORM_BODY_LIMIT, readFormBody } from './formBody';

const FORM = 'application/x-www-form-urlencoded';
const request = (
  body: string | Uint8Array<ArrayBuffer>,
  type: string | null = FORM,
  extra: Record<string, string> = {},
) =>
  new Request('http://localhost/newsletters/', {
    method: 'POST',
    headers: { ...(type ? { 'content-type': type } : {}), ...extra },
    body,
  });

describe('readFormBody', () => {
  it('reads an urlencoded body, charset parameter or not', async () => {
    const read = await readFormBody(request('email=a%40b.co&newsletter=deals', `${FORM}; charset=UTF-8`));
    expect(read.ok && read.body.get('email')).toBe('a@b.co');
  });

  it.each([
    ['JSON', '{"email":"a@b.co"}', 'application/json', 415],
    ['no content type', 'email=a', null, 415],
    ['multipart', 'x', 'multipart/form-data; boundary=x', 415],
  ])('refuses %s with %s', async (_case, body, type, status) => {
    expect(await readFormBody(request(body, type))).toEqual({ ok: false, status });
  });

  it('refuses a body over the limit, declared or not', async () => {
    expect(await readFormBody(request('x'.repeat(FORM_BODY_LIMIT + 1)))).toEqual({ ok: false, status: 413 });
    expect(
      await readFormBody(request('x'.repeat(100), FORM, { 'content-length': String(FORM_BODY_LIMIT * 2) })),
    ).toEqual({ ok: false, status: 413 });
  });

  it('reads broken percent-encoding and invalid UTF-8 without throwing', async () => {
    const read = await readFormBody(request(new Uint8Array([0x65, 0x3d, 0xff, 0xfe, 0x25, 0x45, 0x30])));
    expect(read.ok).toBe(true);
    const broken = await readFormBody(request('email=%E0%A4%A&x=%'));
    expect(broken.ok && broken.body.get('email')).toBeTypeOf('string');
  });
});
