'use client';
/**
 * "Key updates" at the top of live coverage (decisions 063, 064): the important updates'
 * headlines as links to them in the stream, the summary a reader arriving late reads first, each
 * with its time (a LiveTime, kept fresh). Nothing when there is none. Drawn by the LiveUpdates
 * island while the event is on (kept current from its store), by the server alone afterwards.
 * The times come drawn (the server's, or the island's once LiveTime is loaded): this module
 * imports no clock code, so the island's first chunk does not carry LiveTime twice.
 */
import type { ReactNode, Ref } from 'react';

export interface KeyUpdateEntry {
  id: string;
  headline: string;
  time: ReactNode;
}

interface LiveKeyUpdatesProps {
  entries: readonly KeyUpdateEntry[];
  ref?: Ref<HTMLElement>;
}

export function LiveKeyUpdates({ entries, ref }: LiveKeyUpdatesProps) {
  if (entries.length === 0) return null;
  return (
    <nav className="live-key" aria-label="Key updates" ref={ref}>
      <h2>Key updates</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#update-${entry.id}`}>{entry.headline}</a>
            {entry.time}
          </li>
        ))}
      </ul>
    </nav>
  );
}
