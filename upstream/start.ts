import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createUpstreamApp, type Upstream, type UpstreamOptions } from './app';

export interface StartOptions extends UpstreamOptions {
  /** 0 picks a free port. */
  port: number;
  /** Interface to listen on (default 127.0.0.1). */
  hostname?: string;
}

export interface RunningUpstream {
  /** Base URL, e.g. http://127.0.0.1:3001 (no trailing slash). */
  url: string;
  port: number;
  world: Upstream['world'];
  control: Upstream['control'];
  close(): Promise<void>;
}

/** Starts the upstream on loopback; resolves once it listens. */
export function startUpstream(options: StartOptions): Promise<RunningUpstream> {
  const upstream = createUpstreamApp(options);
  const hostname = options.hostname ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: upstream.app.fetch, port: options.port, hostname }, (info: AddressInfo) => {
      resolve({
        url: `http://${hostname}:${info.port}`,
        port: info.port,
        world: upstream.world,
        control: upstream.control,
        close: () =>
          new Promise<void>((done) => {
            upstream.close();
            (server as Server).close(() => done());
            (server as Server).closeAllConnections();
          }),
      });
    }) as Server;
    upstream.live.attach(server);
    server.once('error', reject);
  });
}
