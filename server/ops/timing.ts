/**
 * Per-request `Server-Timing` collector. Create one per request, let each phase add to it,
 * and write `header()` when the status line is sent, e.g.
 * `route;dur=0.1, middleware;dur=0.3, upstream;dur=12.4;desc="article", render;dur=2.1`.
 * Entries keep insertion order; a name may repeat (one `upstream` per call).
 */

export interface ServerTimingSink {
  add(name: string, ms: number, desc?: string): void;
}

interface Entry {
  name: string;
  ms: number;
  desc: string | undefined;
}

/** Bounds the header when a page makes many calls. */
const MAX_ENTRIES = 32;
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function quote(desc: string): string {
  // quoted-string: no control characters, escape backslash and double quote.
  const clean = desc.replace(/[\x00-\x1f\x7f]/g, ' ').slice(0, 100);
  return `"${clean.replace(/[\\"]/g, '\\$&')}"`;
}

export class ServerTiming implements ServerTimingSink {
  private readonly entries: Entry[] = [];
  private readonly open = new Map<string, number>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Starts a named phase; call the returned function (or `end(name)`) when it is over. */
  start(name: string, desc?: string): () => number {
    const began = this.now();
    this.open.set(name, began);
    return () => {
      this.open.delete(name);
      const ms = this.now() - began;
      this.add(name, ms, desc);
      return ms;
    };
  }

  /** Ends the phase started with `start(name)`; returns its duration, or undefined if none. */
  end(name: string, desc?: string): number | undefined {
    const began = this.open.get(name);
    if (began === undefined) return undefined;
    this.open.delete(name);
    const ms = this.now() - began;
    this.add(name, ms, desc);
    return ms;
  }

  add(name: string, ms: number, desc?: string): void {
    if (this.entries.length >= MAX_ENTRIES || !TOKEN.test(name) || !Number.isFinite(ms)) return;
    this.entries.push({ name, ms: Math.max(0, ms), desc });
  }

  header(): string {
    return this.entries
      .map(({ name, ms, desc }) => {
        const dur = `${name};dur=${Math.round(ms * 10) / 10}`;
        return desc === undefined ? dur : `${dur};desc=${quote(desc)}`;
      })
      .join(', ');
  }
}
