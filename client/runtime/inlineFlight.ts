/**
 * The flight rows the server inlined into the document (`self.__NF`, see
 * server/render/FlightInliner.ts) as a byte stream for React's flight client.
 *
 * Each inline script carries one piece (one or more rows). Pieces are handed over one per task,
 * never all at once: the flight client parses what it gets, resolves its client references and
 * starts loading their chunks right away, so pieces enqueued together become one long task on a
 * slow phone, on top of evaluating main.js. One piece per task lets the browser paint, handle
 * input and run hydration slices in between. The stream ends once the document has been parsed
 * (no more inline scripts can come) and every piece has been handed over.
 */

export interface InlineFlightSource {
  /** Pieces pushed before the entry ran (`self.__NF` as an array), if any. */
  pending: readonly string[];
  /** Replaces the global so that pieces pushed later reach the stream. */
  install(sink: { push(piece: string): void }): void;
  /** Calls `done` once the document has been parsed (at once if it already has). */
  whenParsed(done: () => void): void;
  /** Runs `task` in a later task (a macrotask, not a microtask). */
  nextTask(task: () => void): void;
}

export function inlineFlightStream(source: InlineFlightSource): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const queue: string[] = [...source.pending];
  let parsed = false;
  let scheduled = false;
  let closed = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const step = () => {
        scheduled = false;
        const piece = queue.shift();
        if (piece !== undefined) controller.enqueue(encoder.encode(piece));
        if (queue.length > 0) schedule();
        else if (parsed && !closed) {
          closed = true;
          controller.close();
        }
      };
      const schedule = () => {
        if (scheduled || closed) return;
        scheduled = true;
        source.nextTask(step);
      };
      source.install({
        push(piece) {
          queue.push(piece);
          schedule();
        },
      });
      source.whenParsed(() => {
        parsed = true;
        schedule();
      });
      schedule();
    },
  });
}

/** The browser's source: `self.__NF`, DOMContentLoaded, and a MessageChannel task. */
export function documentFlightSource(): InlineFlightSource {
  const channel = new MessageChannel();
  const tasks: Array<() => void> = [];
  channel.port1.onmessage = () => tasks.shift()?.();
  return {
    pending: Array.isArray(window.__NF) ? window.__NF : [],
    install(sink) {
      window.__NF = sink;
    },
    whenParsed(done) {
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', done, { once: true });
      else done();
    },
    nextTask(task) {
      tasks.push(task);
      channel.port2.postMessage(null);
    },
  };
}

declare global {
  interface Window {
    __NF?: string[] | { push(piece: string): void };
  }
}
