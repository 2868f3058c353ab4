/**
 * The publisher logo for structured data (spec 001 §9: 310 × 310), drawn at build time as a
 * PNG: a white "N" on the brand's dark square with a red bar. No image tooling needed.
 */
import { deflateSync } from 'node:zlib';

const SIZE = 310;
const DARK = [17, 17, 17];
const RED = [231, 29, 29];
const WHITE = [255, 255, 255];

function pixel(x: number, y: number): number[] {
  const inLetter = y >= 60 && y < 230;
  const stroke = 34;
  if (inLetter && ((x >= 70 && x < 70 + stroke) || (x >= 206 && x < 206 + stroke))) return WHITE;
  // The diagonal from the top of the left stroke to the bottom of the right one.
  const t = (y - 60) / 170;
  const diagonalX = 70 + t * (206 - 70);
  if (inLetter && x >= diagonalX && x < diagonalX + stroke + 6) return WHITE;
  if (y >= 252 && y < 268 && x >= 70 && x < 240) return RED;
  return DARK;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export function logoPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 3));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (1 + SIZE * 3);
    rows[row] = 0; // no filter
    for (let x = 0; x < SIZE; x++) rows.set(pixel(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
