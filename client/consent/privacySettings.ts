/**
 * "Privacy settings" — how the footer's control asks the consent manager to open again so the
 * reader can change the choice later (issue 5 item 1). A tiny in-page signal between two
 * islands: the opener passes itself so focus can go back to it when the panel closes.
 */
type OpenListener = (opener: HTMLElement | null) => void;
const listeners = new Set<OpenListener>();

export function openPrivacySettings(opener: HTMLElement | null): void {
  for (const listener of [...listeners]) listener(opener);
}

export function onOpenPrivacySettings(listener: OpenListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
