/**
 * Sticky mode (spec 001 §3 playerState.sticky): while the active player plays and its place
 * scrolls out of view, its stage docks in a corner of the viewport. The frame around it keeps its
 * box (CSS aspect-ratio), so docking moves nothing on the page (no layout shift). The reader can close
 * the docked player (it pauses and returns to its place); it docks again only after its place has
 * been in view once more.
 */
export interface StickyOptions {
  figure: HTMLElement;
  stage: HTMLElement;
  close: HTMLButtonElement;
  /** Whether the player plays and is the page's active player. */
  shouldFloat: () => boolean;
  onClose: () => void;
  onChange: (sticky: boolean) => void;
}

export const STICKY_CLASS = 'video-player__stage--sticky';

export function watchSticky(options: StickyOptions): { update(): void; dispose(): void } {
  const { figure, stage, close } = options;
  let inView = true;
  let dismissed = false;
  let sticky = false;
  const update = () => {
    const next = !inView && !dismissed && options.shouldFloat();
    if (next === sticky) return;
    sticky = next;
    stage.classList.toggle(STICKY_CLASS, sticky);
    close.hidden = !sticky;
    options.onChange(sticky);
  };
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (!entry) return;
    inView = entry.isIntersecting;
    if (inView) dismissed = false;
    update();
  });
  observer.observe(figure);
  const onClose = () => {
    dismissed = true;
    options.onClose();
    update();
  };
  close.addEventListener('click', onClose);
  return {
    update,
    dispose() {
      observer.disconnect();
      close.removeEventListener('click', onClose);
      stage.classList.remove(STICKY_CLASS);
      close.hidden = true;
    },
  };
}
