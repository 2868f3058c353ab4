/**
 * Where the rsc render writes its flight stream. React writes many small chunks and calls
 * `flush()` after each complete batch; a Node stream chain (PassThrough, pipes, a tee) pays for
 * every chunk several times over. This destination keeps the chunks of a batch, joins them on
 * `flush()` and hands the one buffer to each branch (the SSR parser, the inliner, or the
 * response), so the stream machinery runs once per batch instead of once per chunk.
 */
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import type { Writable } from 'node:stream';

export class FlightFanout extends EventEmitter {
  private chunks: Uint8Array[] = [];
  private readonly branches: Readable[] = [];
  private ended = false;

  /** A readable copy of the flight stream; take every branch before the render starts writing. */
  branch(): Readable {
    const branch = new Readable({ read() {} });
    this.branches.push(branch);
    return branch;
  }

  /** As a destination for `PipeableFlight.pipe` (React uses write, flush, end, destroy and on). */
  asDestination(): Writable {
    return this as unknown as Writable;
  }

  /** React writes bytes, and long strings (text rows) as they are. */
  write(chunk: Uint8Array | string): boolean {
    if (!this.ended) this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return true;
  }

  flush(): void {
    if (this.chunks.length === 0) return;
    const batch = this.chunks.length === 1 ? Buffer.from(this.chunks[0]!.buffer, this.chunks[0]!.byteOffset, this.chunks[0]!.byteLength) : Buffer.concat(this.chunks);
    this.chunks = [];
    for (const branch of this.branches) branch.push(batch);
  }

  end(): void {
    if (this.ended) return;
    this.flush();
    this.ended = true;
    for (const branch of this.branches) branch.push(null);
  }

  destroy(error?: Error): void {
    if (this.ended) return;
    this.ended = true;
    this.chunks = [];
    for (const branch of this.branches) branch.destroy(error);
  }
}
