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

  it('replays the batches written before a branch was taken, then follows the rest', async () => {
    const fanout = new FlightFanout();
    fanout.write('0:"a"\n');
    fanout.flush();
    const late = record(fanout.branch());
    fanout.write(new TextEncoder().encode('1:"b"\n'));
    fanout.end();
    const after = record(fanout.branch());
    await Promise.all([late.ended, after.ended]);
    expect(late.chunks).toEqual(['0:"a"\n', '1:"b"\n']);
    expect(after.chunks).toEqual(late.chunks);
  });

  it("keeps the flight writer's rows as values only while every batch came with them, and only once the payload is whole", () => {
    const rows = { models: new Map<number, unknown>([[0, 'x']]), imports: new Map(), hints: [] };
    const ours = new FlightFanout();
    ours.writeWithValues('0:"x"\n', rows);
    ours.flush();
    expect(ours.values()).toBeUndefined();
    ours.end();
    expect(ours.values()).toBe(rows);
    expect(ours.text()).toBe('0:"x"\n');

    const mixed = new FlightFanout();
    mixed.writeWithValues('0:"x"\n', rows);
    mixed.flush();
    mixed.write(new TextEncoder().encode('1:"caf\u00e9"\n'));
    mixed.end();
    expect(mixed.values()).toBeUndefined();
    expect(mixed.text()).toBe('0:"x"\n1:"caf\u00e9"\n');
    expect(mixed.bytes().toString()).toBe(mixed.text());
  });

  it('settles whole when the render ends, not whole a hold after the first batch, and with the failure when destroyed', async () => {
    const whole = new FlightFanout();
    const settling = whole.settle(50, 5_000);
    whole.write('0:"x"\n');
    whole.end();
    expect(await settling).toEqual({ whole: true });

    const slow = new FlightFanout();
    const held = slow.settle(5, 5_000);
    slow.write('0:"$L1"\n');
    slow.flush();
    expect(await held).toEqual({ whole: false });
    slow.end();
    expect(await slow.settle(5, 5_000)).toEqual({ whole: true });

    const silent = new FlightFanout();
    expect(await silent.settle(5, 20)).toEqual({ whole: false });

    const failed = new FlightFanout();
    const failing = failed.settle(50, 5_000);
    failed.destroy(new Error('client went away'));
    expect(await failing).toMatchObject({ whole: false, error: new Error('client went away') });
    await expect(record(failed.branch()).ended).rejects.toThrow('client went away');
  });
});
