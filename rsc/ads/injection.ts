/**
 * The in-article injection planner (spec 001 §9): given the body as blocks with estimated
 * lengths and one injection config, the block indices after which a slot goes, ascending.
 *
 * Our rules (docs/decisions/016-ads.md): a slot goes only between blocks — never after the last
 * block, never straight after a heading (it would split the heading from its text); a point
 * that lands on such a block moves forward to the next block that allows one. Each index is
 * used once; the limit keeps the first n (-1 unlimited, 0 none).
 */
import type { BodyBlock } from './bodyBlocks';
import { UNLIMITED } from '../../shared/ads/constants';
import type { InjectionConfig, InjectionOption } from './injectionConfig';

function safeLength(block: BodyBlock): number {
  return Number.isFinite(block.length) && block.length > 0 ? block.length : 0;
}

/** A slot may follow block i. */
export function allowsSlotAfter(blocks: readonly BodyBlock[], i: number): boolean {
  return i >= 0 && i < blocks.length - 1 && blocks[i]?.kind !== 'heading';
}

function nextAllowed(blocks: readonly BodyBlock[], from: number): number | undefined {
  for (let i = Math.max(0, from); i < blocks.length - 1; i += 1) if (allowsSlotAfter(blocks, i)) return i;
  return undefined;
}

/** Running totals: cumulative[i] is the estimated length of blocks 0..i. */
function cumulativeLengths(blocks: readonly BodyBlock[]): number[] {
  let sum = 0;
  return blocks.map((block) => (sum += safeLength(block)));
}

function firstReaching(cumulative: readonly number[], target: number): number | undefined {
  const i = cumulative.findIndex((value) => value >= target);
  return i === -1 ? undefined : i;
}

const list = (value: number | readonly number[]): readonly number[] => (typeof value === 'number' ? [value] : value);

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

function candidates(blocks: readonly BodyBlock[], option: InjectionOption): (number | undefined)[] {
  const cumulative = cumulativeLengths(blocks);
  const total = cumulative[cumulative.length - 1] ?? 0;
  switch (option.kind) {
    case 'index':
      return list(option.index).map((index) => nextAllowed(blocks, index));
    case 'percentage':
      if (total === 0) return [];
      return list(option.percent).map((percent) => {
        const reached = firstReaching(cumulative, (total * percent) / 100);
        return reached === undefined ? undefined : nextAllowed(blocks, reached);
      });
    case 'characters':
      return list(option.characters).map((characters) => {
        const reached = firstReaching(cumulative, characters);
        return reached === undefined ? undefined : nextAllowed(blocks, reached);
      });
    case 'interval': {
      const points: number[] = [];
      let paragraphs = 0;
      blocks.forEach((block, i) => {
        if (block.kind !== 'paragraph') return;
        paragraphs += 1;
        const due =
          paragraphs === option.start ||
          (paragraphs > option.start && (paragraphs - option.start) % option.repeat === 0);
        if (due && allowsSlotAfter(blocks, i)) points.push(i);
      });
      return points;
    }
    case 'characterInterval': {
      const points: number[] = [];
      let threshold = option.start;
      cumulative.forEach((reached, i) => {
        if (reached >= threshold && allowsSlotAfter(blocks, i)) {
          points.push(i);
          threshold = reached + option.repeat;
        }
      });
      return points;
    }
    case 'text': {
      const needle = normalise(option.text);
      return blocks.map((block, i) => (normalise(block.text).includes(needle) ? nextAllowed(blocks, i) : undefined));
    }
  }
}

/** The indices (ascending, unique) after which slots go; at most `limit` of them (-1 unlimited). */
export function planInjection(blocks: readonly BodyBlock[], config: InjectionConfig): number[] {
  const unique = [...new Set(candidates(blocks, config.option).filter((i): i is number => i !== undefined))].sort(
    (a, b) => a - b,
  );
  if (config.limit === UNLIMITED) return unique;
  return unique.slice(0, Number.isFinite(config.limit) ? Math.max(0, Math.floor(config.limit)) : 0);
}
