/**
 * The ad slot model (spec 001 §3 "Ad slot types", "Ad-slot element attributes") and the
 * disabled rules (001 §5, §9): a slot is disabled if it has a disabled attribute, if delayed
 * loading is configured, or if its device constraint list lacks 'all' and the current device.
 */
import type { Device } from '../requestState';
import { AD_DISABLED_SIZES, NATIVE_MIDDLE_SLOT_NAME, NATIVE_MIDDLE_TABLET_CAP } from './constants';
import type { AdDeviceConstraint, AdMinHeight, AdSlotType } from './constants';

/** A creative size, width × height in px. */
export type AdSize = readonly [number, number];

/** Start interval, repeat interval and limit of a slot injected into an article body (001 §9). */
export interface SlotInjection {
  start: number;
  repeat: number;
  /** -1 unlimited. */
  limit: number;
  /** Intervals count characters (true) or paragraphs (false). */
  byCharacters: boolean;
}

export interface AdSlot {
  /** Slot name. */
  name: string;
  type: AdSlotType;
  sizes: readonly AdSize[];
  /** 001 §3: 90px or 250px, reserved before the ad renders. */
  minHeight: AdMinHeight;
  /** Device constraint list. */
  devices: readonly AdDeviceConstraint[];
  /** Disabled flag. */
  disabled?: boolean;
  /** Delayed loading configured. */
  delayedLoading?: boolean;
  /** Old-cap value. */
  oldCap?: number;
  /** Set for slots placed inside the article body. */
  injection?: SlotInjection;
}

/** 001 §5: the three disabled rules. */
export function isSlotDisabled(slot: Pick<AdSlot, 'disabled' | 'delayedLoading' | 'devices'>, device: Device): boolean {
  if (slot.disabled === true) return true;
  if (slot.delayedLoading === true) return true;
  return !slot.devices.includes('all') && !slot.devices.includes(device);
}

/**
 * A slot the page loads later rather than at first render (decision 019): delayed loading is
 * configured and nothing else disables it (no disabled attribute, the device is allowed).
 */
export function isSlotDelayed(slot: Pick<AdSlot, 'disabled' | 'delayedLoading' | 'devices'>, device: Device): boolean {
  return slot.delayedLoading === true && !isSlotDisabled({ ...slot, delayedLoading: false }, device);
}

export function sizeLabel([width, height]: AdSize): string {
  return `${width}x${height}`;
}

/** 001 §9 ad disabled list: sizes of a slot type that are never requested (mediaNet 300x300). */
export function isSizeDisabled(type: AdSlotType, size: AdSize): boolean {
  const label = sizeLabel(size);
  return AD_DISABLED_SIZES.some((entry) => entry.type === type && entry.size === label);
}

/** The sizes a slot requests once the disabled list is applied. */
export function activeSizes(slot: Pick<AdSlot, 'type' | 'sizes'>): AdSize[] {
  return slot.sizes.filter((size) => !isSizeDisabled(slot.type, size));
}

/** How many times an injected slot may appear: its limit, or 99 for native-middle on tablets (001 §9). */
export function injectionLimit(slot: Pick<AdSlot, 'name' | 'injection'>, device: Device): number {
  if (slot.name === NATIVE_MIDDLE_SLOT_NAME && device === 'tablet') return NATIVE_MIDDLE_TABLET_CAP;
  return slot.injection?.limit ?? 0;
}

/**
 * Ids must be unique in the document, and a seamless page holds several articles with the same
 * slots: their ids carry a scope (decision 019: `s{position}` for the n-th seamless article; the
 * page the reader opened has none).
 */
function scoped(id: string, scope: string | undefined): string {
  return scope ? `${id}-${scope}` : id;
}

/** The element id of the n-th instance of a slot (our choice: name-n, plus the scope). */
export function slotDivId(name: string, instance: number, scope?: string): string {
  return scoped(`ad-${name}-${instance}`, scope);
}

/** The container id of the n-th instance (our choice). */
export function slotContainerId(name: string, instance: number, scope?: string): string {
  return scoped(`ad-container-${name}-${instance}`, scope);
}

/** 001 §3 ad-slot element attributes, as data- attributes of the placeholder element. */
export function slotElementAttributes(slot: AdSlot, instance: number, scope?: string): Record<string, string> {
  const attributes: Record<string, string> = {
    'data-slot-name': slot.name,
    'data-instance': String(instance),
    'data-div-id': slotDivId(slot.name, instance, scope),
    'data-container-id': slotContainerId(slot.name, instance, scope),
    'data-devices': slot.devices.join(','),
  };
  if (slot.disabled === true) attributes['data-disabled'] = 'true';
  if (slot.oldCap !== undefined) attributes['data-old-cap'] = String(slot.oldCap);
  return attributes;
}
