/** How the server process is started (scripts/serverArgs.mjs): the flags and environment every start path shares. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HEAP_MAX_MB, serverEnv, serverNodeArgs } from '../../scripts/serverArgs.mjs';
import { startNeutron } from '../support/neutron';
import type { Neutron } from '../support/neutron';
import { startTestUpstream } from '../support/upstream';
import type { TestUpstream } from '../support/upstream';

let upstream: TestUpstream;
let neutron: Neutron;
beforeAll(async () => {
  upstream = await startTestUpstream();
  neutron = await startNeutron({ CONTENT_API_URL: upstream.url });
});
afterAll(async () => {
  await neutron?.stop();
  await upstream?.close();
});

const environOf = (pid: number) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
const cmdlineOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');

describe('the server process', () => {
  it('runs with 2 malloc arenas, the heap cap and no allocation-site pretenuring, as npm start runs it', () => {
    const pid = neutron.process.pid!;
    expect(environOf(pid)).toContain('MALLOC_ARENA_MAX=2');
    expect(cmdlineOf(pid)).toContain(`--max-old-space-size=${DEFAULT_HEAP_MAX_MB}`);
    // Decision 089: no process gets stuck with tenured render allocations.
    expect(cmdlineOf(pid)).toContain('--no-allocation-site-pretenuring');
  });

  it('takes an operator’s arena count and rejects one that is not a positive whole number', () => {
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' })).toEqual({ MALLOC_ARENA_MAX: '4' });
    expect(serverEnv({})).toEqual({ MALLOC_ARENA_MAX: '2' });
    for (const bad of ['0', '-1', 'two', '2.5', ''])
      expect(() => serverEnv({ MALLOC_ARENA_MAX: bad }), bad).toThrow(/MALLOC_ARENA_MAX/);
    expect(() => serverNodeArgs({ HEAP_MAX_MB: '32' })).toThrow(/HEAP_MAX_MB/);
  });
});
