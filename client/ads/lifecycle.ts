/**
 * Ad slot lifecycle (spec 001 §4): attributes assigned, auction run, rendered (blank check),
 * cleared or destroyed. Clearing keeps the slot in the page (it can be auctioned again);
 * destroying removes it permanently. A slot gets the visible class only when it is not blank.
 * A step that does not apply to the current phase leaves the state unchanged.
 */
import { AD_SLOT_CLASS, AD_VISIBLE_CLASS } from '../../shared/ads/constants';

export type SlotPhase = 'new' | 'assigned' | 'auctioned' | 'rendered' | 'cleared' | 'destroyed';

export interface SlotLifecycle {
  phase: SlotPhase;
  /** Set by the render step: the ad server returned no creative. */
  blank: boolean;
}

export type SlotEvent =
  | { type: 'assign' }
  | { type: 'auction' }
  | { type: 'render'; blank: boolean }
  | { type: 'clear' }
  | { type: 'destroy' };

export const NEW_SLOT: SlotLifecycle = { phase: 'new', blank: true };

export function nextSlotState(state: SlotLifecycle, event: SlotEvent): SlotLifecycle {
  if (state.phase === 'destroyed') return state;
  switch (event.type) {
    case 'assign':
      return state.phase === 'new' ? { phase: 'assigned', blank: true } : state;
    case 'auction':
      return state.phase === 'assigned' || state.phase === 'cleared' || state.phase === 'rendered'
        ? { phase: 'auctioned', blank: state.blank }
        : state;
    case 'render':
      return state.phase === 'auctioned' ? { phase: 'rendered', blank: event.blank } : state;
    case 'clear':
      return state.phase === 'new' ? state : { phase: 'cleared', blank: true };
    case 'destroy':
      return { phase: 'destroyed', blank: true };
  }
}

/** The slot element's classes: the visible class only when rendered and not blank. */
export function slotClasses(state: SlotLifecycle): string[] {
  return state.phase === 'rendered' && !state.blank ? [AD_SLOT_CLASS, AD_VISIBLE_CLASS] : [AD_SLOT_CLASS];
}
