/** The local upstream, started in-process on a free loopback port for a test file. */
import { startUpstream, type RunningUpstream } from '../../upstream/start';

export interface Fault {
  match: string;
  latencyMs?: number;
  mode?: 'ok' | 'nonjson' | 'error500' | 'hang' | 'reset' | 'notfound';
}

export interface TestUpstream {
  url: string;
  /** A slug the world moved: the old one answers 404 with availableOn naming the new one. */
  movedSlug: { from: string; to: string };
  /** The generated world the upstream serves. */
  world: RunningUpstream['world'];
  control(body: { latencyMs?: number; faults?: Fault[] }): Promise<void>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestUpstream(): Promise<TestUpstream> {
  const upstream = await startUpstream({ port: 0 });
  const moved = upstream.world.moved[0];
  if (!moved) throw new Error('the upstream world has no moved slug');
  const send = async (method: 'PUT' | 'DELETE', body?: unknown) => {
    const res = await fetch(`${upstream.url}/__control`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`upstream control ${method} answered ${res.status}: ${await res.text()}`);
  };
  return {
    url: upstream.url,
    movedSlug: { from: moved.oldSlug, to: moved.newSlug },
    world: upstream.world,
    control: (body) => send('PUT', body),
    reset: () => send('DELETE'),
    close: () => upstream.close(),
  };
}
