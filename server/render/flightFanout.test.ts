import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FlightFanout } from './flightFanout';

function record(stream: Readable): { chunks: string[]; ended: Promise<void> } {
  const chunks: string[] = [];
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    stream.once('end', resolve);
    stream.once('error', reject);
  });
  return { chunks, ended };
}

describe('FlightFanout', () => {
  it('hands each branch one buffer per flushed batch, bytes and strings alike', async () => {
    const fanout = new FlightFanout();
    const a = record(fanout.branch());
    const b = record(fanout.branch());
    fanout.write(new TextEncoder().encode('0:["$","p",null,{}]\n'));
    fanout.write('1:T5,hello');
    fanout.flush();
    fanout.write(new TextEncoder().encode('2:"x"\n'));
    fanout.end();
    await Promise.all([a.ended, b.ended]);
    expect(a.chunks).toEqual(['0:["$","p",null,{}]\n1:T5,hello', '2:"x"\n']);
    expect(b.chunks).toEqual(a.chunks);
  });

  it('ignores an empty flush and anything written after the end', async () => {
    const fanout = new FlightFanout();
    const a = record(fanout.branch());
    fanout.flush();
    fanout.write('a');
    fanout.end();
    fanout.write('late');
    fanout.flush();
    await a.ended;
    expect(a.chunks).toEqual(['a']);
  });

  it('fails every branch when the render is destroyed', async () => {
    const fanout = new FlightFanout();
    const a = record(fanout.branch());
    fanout.write('partial');
    fanout.destroy(new Error('client went away'));
    await expect(a.ended).rejects.toThrow('client went away');
  });
});
