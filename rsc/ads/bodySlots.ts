/**
 * In-article injection as the renderer needs it (spec 001 §9): the body's top-level nodes as
 * blocks with estimated lengths (bodyBlocks.ts), the layout planned into them (slotPlan.ts), and
 * the body cut into render-ready segments (shared/body/bodyHtml.ts) with the injected slots
 * between them. Slots go between top-level nodes only, so no element is ever split.
 *
 * The result depends only on the parsed body, the layout and the device, so it is computed once
 * per article body model (itself cached per content-cache entry and device) and layout.
 */
import type { LengthMode } from '../content/contentLength';
import type { BodySegment, SerializeOptions } from '../../shared/body/bodyHtml';
import { bodySegments } from '../../shared/body/bodyHtml';
import type { BodyNode } from '../../shared/body/parseBody';
import type { Device } from '../../shared/requestState';
import { blocksFromNodes } from './bodyBlocks';
import type { AdLayout } from './layouts';
import type { InjectedSlot, PlacedSlot } from './slotPlan';
import { planSlots } from './slotPlan';

/** 001 §9 estimated content lengths: mode A (words × 4.7) is the one we render with (decision 019). */
export const BODY_LENGTH_MODE: LengthMode = 'A';

export type BodyPiece = { kind: 'segment'; segment: BodySegment } | { kind: 'slot'; placed: InjectedSlot };

export interface BodyAdPlan {
  /** The body, in order: segments with the injected slots between them. */
  pieces: BodyPiece[];
  /** The layout's slots outside the body (disabled ones already dropped). */
  fixed: PlacedSlot[];
}

export function planBody(
  nodes: readonly BodyNode[],
  options: SerializeOptions,
  layout: AdLayout,
  device: Device,
): BodyAdPlan {
  const blocks = blocksFromNodes(nodes, BODY_LENGTH_MODE);
  const { fixed, injected } = planSlots(layout, device, blocks);
  const pieces: BodyPiece[] = [];
  let from = 0;
  const flush = (to: number) => {
    for (const segment of bodySegments(nodes.slice(from, to), options)) pieces.push({ kind: 'segment', segment });
    from = to;
  };
  for (const placed of injected) {
    const node = blocks[placed.afterIndex]?.node;
    if (node === undefined) continue;
    flush(node + 1);
    pieces.push({ kind: 'slot', placed });
  }
  flush(nodes.length);
  return { pieces, fixed };
}

const plans = new WeakMap<readonly BodyNode[], Map<string, BodyAdPlan>>();

/** planBody, memoised per node list (one per article body model), layout and device. */
export function cachedBodyPlan(
  nodes: readonly BodyNode[],
  options: SerializeOptions,
  layout: AdLayout,
  device: Device,
): BodyAdPlan {
  let byKey = plans.get(nodes);
  if (!byKey) {
    byKey = new Map();
    plans.set(nodes, byKey);
  }
  const key = `${layout.name} ${device}`;
  let plan = byKey.get(key);
  if (!plan) {
    plan = planBody(nodes, options, layout, device);
    byKey.set(key, plan);
  }
  return plan;
}
