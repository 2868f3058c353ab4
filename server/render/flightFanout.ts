/**
 * Where the rsc render writes its flight stream. React writes many small chunks and calls
 * `flush()` after each complete batch; a Node stream chain (PassThrough, pipes, a tee) pays for
 * every chunk several times over. This destination keeps the chunks of a batch and joins them on
 * `flush()`, so the stream machinery runs once per batch instead of once per chunk.
 *
 * It also keeps every batch as it came. An HTML page whose payload is whole within the shell
 * hold is written from them without any stream at all: the rows writer reads the rows as values
 * when Neutron's flight writer handed them over (FlightValuesDestination), and the payload
 * inlined into the document is the writer's own text, never encoded to bytes and decoded back.
 * A branch (a readable copy: the RSC response, React DOM's parser, the streaming inliner)
 * replays the batches written before it was taken, then follows the rest.
 */
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import type { Writable } from 'node:stream';
import type { FlightRowValues, FlightValuesDestination } from '../../shared/render/contract';
import { utf8Bytes } from '../http/utf8';

/** One flushed batch: its text, its bytes, or both once one was made from the other. */
interface Batch {
  text: string | undefined;
  bytes: Buffer | undefined;
}

const bytesOf = (batch: Batch): Buffer => (batch.bytes ??= utf8Bytes(batch.text!));

/** Whether the payload came whole, and the render's failure if it failed. */
export interface Settled {
  whole: boolean;
  error?: Error;
}

export class FlightFanout extends EventEmitter implements FlightValuesDestination {
  private chunks: Array<Uint8Array | string> = [];
  private readonly batches: Batch[] = [];
  private readonly branches: Readable[] = [];
  /** The writer's rows as values: undefined until it hands them over, null once any batch came without them. */
  private rows: FlightRowValues | null | undefined;
  private state: 'open' | 'ended' | 'failed' = 'open';
  private failure: Error | undefined;
  /** Called after every batch and at the end or failure (settle's check). */
  private watcher: (() => void) | undefined;

  /** A readable copy of the flight stream: the batches so far, then the rest as it comes. */
  branch(): Readable {
    const branch = new Readable({ read() {} });
    for (const batch of this.batches) branch.push(bytesOf(batch));
    if (this.state === 'ended') branch.push(null);
    else if (this.state === 'failed') branch.destroy(this.failure);
    else this.branches.push(branch);
    return branch;
  }

  /** As a destination for `PipeableFlight.pipe` (React uses write, flush, end, destroy and on). */
  asDestination(): Writable {
    return this as unknown as Writable;
  }

  /** React writes bytes, and long strings (text rows) as they are. */
  write(chunk: Uint8Array | string): boolean {
    if (this.state !== 'open') return true;
    this.rows = null;
    this.chunks.push(chunk);
    return true;
  }

  /** Neutron's flight writer: one batch's text, with every row so far as values. */
  writeWithValues(text: string, rows: FlightRowValues): void {
    if (this.state !== 'open') return;
    if (this.rows !== null) this.rows = rows;
    this.chunks.push(text);
  }

  flush(): void {
    if (this.chunks.length === 0) return;
    const chunks = this.chunks;
    this.chunks = [];
    let batch: Batch;
    if (chunks.every((chunk) => typeof chunk === 'string'))
      batch = { text: chunks.length === 1 ? chunks[0] : chunks.join(''), bytes: undefined };
    else {
      const buffers = chunks.map((chunk) =>
        typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
      );
      batch = { text: undefined, bytes: buffers.length === 1 ? buffers[0] : Buffer.concat(buffers) };
    }
    this.batches.push(batch);
    if (this.branches.length > 0) {
      const bytes = bytesOf(batch);
      for (const branch of this.branches) branch.push(bytes);
    }
    this.watcher?.();
  }

  end(): void {
    if (this.state !== 'open') return;
    this.flush();
    this.state = 'ended';
    for (const branch of this.branches) branch.push(null);
    this.watcher?.();
  }

  destroy(error?: Error): void {
    if (this.state !== 'open') return;
    this.state = 'failed';
    this.failure = error ?? new Error('the flight render was destroyed');
    this.chunks = [];
    for (const branch of this.branches) branch.destroy(this.failure);
    this.watcher?.();
  }

  /**
   * Resolves when the payload is whole, `holdMs` after its first batch, or after `timeoutMs`
   * (a page whose data is cached is whole within a millisecond or two). One caller at a time.
   */
  settle(holdMs: number, timeoutMs: number): Promise<Settled> {
    return new Promise((resolve) => {
      let hold: NodeJS.Timeout | undefined;
      const done = (whole: boolean) => {
        clearTimeout(hold);
        clearTimeout(timer);
        this.watcher = undefined;
        resolve(this.state === 'failed' ? { whole: false, error: this.failure } : { whole });
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      timer.unref();
      let holding = false;
      const check = () => {
        if (this.state !== 'open') done(this.state === 'ended');
        else if (!holding && this.batches.length > 0) {
          holding = true;
          // A writer that ends right after its batch (a whole page: the usual case) never needs the timer.
          queueMicrotask(() => {
            if (this.watcher === check) hold = setTimeout(() => done(false), holdMs);
          });
        }
      };
      this.watcher = check;
      check();
    });
  }

  /** The rows as values, when the payload is whole and every batch came with them. */
  values(): FlightRowValues | undefined {
    return this.state === 'ended' && this.rows ? this.rows : undefined;
  }

  /** The payload so far as text. */
  text(): string {
    if (this.batches.every((batch) => batch.text !== undefined))
      return this.batches.map((batch) => batch.text).join('');
    return this.bytes().toString('utf8');
  }

  /** The payload so far as bytes. */
  bytes(): Buffer {
    return this.batches.length === 1 ? bytesOf(this.batches[0]!) : Buffer.concat(this.batches.map(bytesOf));
  }
}
