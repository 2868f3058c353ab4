/** A test file's stack: the local upstream in-process and the built server against it. */
import { afterAll, beforeAll } from 'vitest';
import { startNeutron } from './neutron';
import type { Neutron } from './neutron';
import { startTestUpstream } from './upstream';
import type { TestUpstream } from './upstream';

export interface Stack {
  upstream: TestUpstream;
  neutron: Neutron;
}

/** Starts both before the file's tests and stops them after; read the fields inside tests. */
export function useStack(env: Record<string, string> = {}): Stack {
  const stack = {} as Stack;
  beforeAll(async () => {
    stack.upstream = await startTestUpstream();
    stack.neutron = await startNeutron({ CONTENT_API_URL: stack.upstream.url, ...env });
  });
  afterAll(async () => {
    await stack.neutron?.stop();
    await stack.upstream?.close();
  });
  return stack;
}
