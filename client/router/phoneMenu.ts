/**
 * The phone menu (rsc/layout/SiteHeader.tsx) once the page is an app (issue 39 point 1). It is a
 * `<details>` that opens without JavaScript; with it, it also closes as a reader expects:
 * - Escape, or a tap anywhere outside the menu and its section list: closed, focus on "Menu";
 * - a navigation (a link in the menu or anywhere else, back/forward): closed as it starts, so it
 *   never covers the next page, and when the reader was in the menu, focus moves to the new
 *   page's heading once it is shown (`focusAfterNavigation`, called by the router after commit);
 * - a page restored from the back/forward cache: closed.
 */
import { navigationStore } from './navigationStore';

const MENU = 'details.site-menu';
const SECTIONS = '.site-header .site-nav';

let focusPending = false;

function openMenu(): HTMLDetailsElement | null {
  const menu = document.querySelector<HTMLDetailsElement>(MENU);
  return menu?.open ? menu : null;
}

function inMenu(node: Node | null, menu: HTMLDetailsElement): boolean {
  return !!node && (menu.contains(node) || !!document.querySelector(SECTIONS)?.contains(node));
}

function close(menu: HTMLDetailsElement, focusButton: boolean): void {
  menu.open = false;
  if (focusButton) menu.querySelector('summary')?.focus();
}

export function installPhoneMenu(): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const menu = openMenu();
    if (menu) close(menu, true);
  };
  const onPointer = (event: PointerEvent) => {
    const menu = openMenu();
    if (!menu || inMenu(event.target as Node | null, menu)) return;
    close(menu, false);
    // After the tap's own focus change: back to "Menu" unless the tap focused something (a link, a field).
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || inMenu(active, menu)) menu.querySelector('summary')?.focus();
    }, 0);
  };
  const onRestore = (event: PageTransitionEvent) => {
    const menu = event.persisted ? openMenu() : null;
    if (menu) close(menu, false);
  };
  let lastId = navigationStore.get().id;
  const unsubscribe = navigationStore.subscribe(() => {
    const { id } = navigationStore.get();
    if (id === lastId) return;
    lastId = id;
    const menu = openMenu();
    if (!menu) return;
    focusPending = inMenu(document.activeElement, menu);
    close(menu, false);
  });
  document.addEventListener('keydown', onKey);
  document.addEventListener('pointerdown', onPointer);
  window.addEventListener('pageshow', onRestore);
  return () => {
    unsubscribe();
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onPointer);
    window.removeEventListener('pageshow', onRestore);
  };
}

/**
 * After a navigation's page is committed: a reader who navigated from the menu continues at the
 * new page's heading (or its main landmark), not on a link that is now hidden.
 */
export function focusAfterNavigation(): void {
  if (!focusPending) return;
  focusPending = false;
  const main = document.getElementById('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
