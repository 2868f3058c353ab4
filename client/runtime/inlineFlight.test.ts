import { describe, expect, it } from 'vitest';
import { inlineFlightStream, type InlineFlightSource } from './inlineFlight';

/** A source whose tasks run only when the test says so, and whose document parses on demand. */
function fakeSource(pending: string[]) {
  const tasks: Array<() => void> = [];
  let sink: { push(piece: string): void } | undefined;
  let parsed: (() => void) | undefined;
  const source: InlineFlightSource = {
    pending,
    install: (s) => (sink = s),
    whenParsed: (done) => (parsed = done),
    nextTask: (task) => tasks.push(task),
  };
  return {
    source,
    push: (piece: string) => sink!.push(piece),
    parse: () => parsed!(),
    /** Runs the tasks queued so far (not those they queue). */
    runTasks: () => tasks.splice(0).forEach((task) => task()),
    queuedTasks: () => tasks.length,
  };
}

/** Reads the stream in the background; `settle()` lets pending reads finish before a check. */
function collect(stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  const got: string[] = [];
  const state = { done: false };
  void (async () => {
    const reader = stream.getReader();
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      got.push(decoder.decode(next.value));
    }
    state.done = true;
  })();
  return { got, state, settle: () => new Promise((resolve) => setTimeout(resolve, 0)) };
}

describe('inlineFlightStream', () => {
  it('hands the pieces already in the document over one per task, not in the task that starts it', async () => {
    const fake = fakeSource(['1:"a"\n', '2:"b"\n', '0:"root"\n']);
    const { got, settle } = collect(inlineFlightStream(fake.source));
    await settle();
    expect(got).toEqual([]);
    fake.runTasks();
    await settle();
    expect(got).toEqual(['1:"a"\n']);
    fake.runTasks();
    fake.runTasks();
    await settle();
    expect(got).toEqual(['1:"a"\n', '2:"b"\n', '0:"root"\n']);
  });

  it('streams pieces pushed later in order, and ends only once the document is parsed and all are handed over', async () => {
    const fake = fakeSource(['1:"a"\n']);
    const { got, state, settle } = collect(inlineFlightStream(fake.source));
    fake.runTasks();
    fake.push('2:"b"\n');
    fake.push('3:"c"\n');
    fake.parse();
    fake.runTasks();
    await settle();
    expect(got).toEqual(['1:"a"\n', '2:"b"\n']);
    expect(state.done).toBe(false);
    // The last piece and the end come in the same task.
    fake.runTasks();
    await settle();
    expect(got).toEqual(['1:"a"\n', '2:"b"\n', '3:"c"\n']);
    expect(state.done).toBe(true);
  });

  it('keeps the stream open while the document is still being parsed, even with nothing queued', async () => {
    const fake = fakeSource([]);
    const { got, state, settle } = collect(inlineFlightStream(fake.source));
    fake.runTasks();
    await settle();
    expect(state.done).toBe(false);
    expect(fake.queuedTasks()).toBe(0);
    fake.parse();
    fake.runTasks();
    await settle();
    expect(state.done).toBe(true);
    expect(got).toEqual([]);
  });
});
