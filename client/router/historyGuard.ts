/**
 * History entries that are not pages: the Join/Login modal pushes one so the back button closes
 * it (client/auth/JoinLoginModal.tsx). The pop that leaves such an entry is the modal's; the
 * router must not treat it as a navigation (it would fetch the same page again).
 */
let modalEntryOnTop = false;

/** The modal has pushed its entry (true), or is gone without popping it (false). */
export function holdModalEntry(held: boolean): void {
  modalEntryOnTop = held;
}

/** For the router's popstate: true once if this pop leaves the modal's entry. */
export function takeModalPop(): boolean {
  const was = modalEntryOnTop;
  modalEntryOnTop = false;
  return was;
}
