import { Writable } from 'node:stream';

/** A destination for React DOM's pipe that hands over everything written to it as one string when it ends. */
export function textSink(onText: (text: string) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      onText(Buffer.concat(chunks).toString('utf8'));
      callback();
    },
  });
}
