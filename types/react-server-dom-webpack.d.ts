// react-server-dom-webpack ships no types; these cover the parts Neutron uses.
declare module 'react-server-dom-webpack/server' {
  import type { Writable } from 'node:stream';
  import type { ReactNode } from 'react';
  export interface ClientManifestEntry {
    id: string | number;
    chunks: Array<string | number>;
    name: string;
  }
  export type ClientManifest = Record<string, ClientManifestEntry>;
  export interface PipeableStream {
    pipe<T extends Writable>(destination: T): T;
    abort(reason?: unknown): void;
  }
  export function renderToPipeableStream(
    model: ReactNode,
    manifest: ClientManifest,
    options?: { onError?: (error: unknown) => string | void; identifierPrefix?: string; signal?: AbortSignal },
  ): PipeableStream;
  export function registerClientReference<T>(proxy: T, id: string, exportName: string): T;
}

declare module 'react-server-dom-webpack/client' {
  import type { Readable } from 'node:stream';
  export interface ServerConsumerManifest {
    moduleMap: Record<string, Record<string, { id: string | number; chunks: Array<string | number>; name: string }>>;
    serverModuleMap: null;
    /** null: React emits no `<script async>` for the client chunks (the browser entry loads them). */
    moduleLoading: { prefix: string; crossOrigin: string | null } | null;
  }
  export function createFromNodeStream<T>(
    stream: Readable,
    manifest: ServerConsumerManifest,
    options?: { nonce?: string },
  ): Promise<T>;
  export function createFromReadableStream<T>(stream: ReadableStream<Uint8Array>, options?: object): Promise<T>;
  export function createFromFetch<T>(response: Promise<Response>, options?: object): Promise<T>;
}

declare module 'react-server-dom-webpack/plugin' {
  import type { Compiler } from 'webpack';
  export default class ReactFlightWebpackPlugin {
    constructor(options: {
      isServer: false;
      clientReferences?: unknown;
      chunkName?: string;
      clientManifestFilename?: string;
      serverConsumerManifestFilename?: string;
    });
    apply(compiler: Compiler): void;
  }
}
