import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { logoPng } from './logoPng';

describe('publisher logo', () => {
  it('is a 310 × 310 PNG', () => {
    const png = logoPng();
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(310);
    expect(png.readUInt32BE(20)).toBe(310);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(310 * (1 + 310 * 3));
  });
});
