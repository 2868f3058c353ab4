import type { Rng } from './random';
import type { SectionDef, Thing } from './sections';
import { ADVICE, CAVEATS, CHANGE_VERBS, COMPARATIVES, CONDITIONS, OPENERS, QUOTE_SOURCES, QUOTES } from './words';

/** Lower-case words that stay lower case inside a title. */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs.',
  'with',
]);

export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => {
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function indefinite(word: string): string {
  return /^[aeiou]/i.test(word) || /^(EV|SUV)/.test(word) ? 'an' : 'a';
}

/** The words a sentence about one piece of content draws on. */
export interface Topic {
  section: SectionDef;
  thing: Thing;
  brand: string;
  angle: string;
}

export function pickTopic(rng: Rng, section: SectionDef): Topic {
  return { section, thing: rng.pick(section.things), brand: rng.pick(section.brands), angle: rng.pick(section.angles) };
}

/** One sentence; templates vary so paragraphs read like copy, not a list. */
export function sentence(rng: Rng, topic: Topic): string {
  const { thing, brand, angle, section } = topic;
  const other = rng.pick(section.angles);
  const audience = rng.pick(section.audiences).toLowerCase();
  switch (rng.int(0, 11)) {
    case 0:
      return `${rng.pick(OPENERS)} the ${brand} ${thing[0]} ${rng.pick(CHANGE_VERBS)} ${angle}, and that matters for ${audience}.`;
    case 1:
      return `${brand} says its latest ${thing[0]} is ${rng.pick(COMPARATIVES)} than before, though ${rng.pick(CAVEATS)}.`;
    case 2:
      return `If you ${rng.pick(CONDITIONS)}, ${rng.pick(ADVICE)}.`;
    case 3:
      return `About ${rng.int(12, 88)} percent of ${audience} we surveyed named ${angle} as the deciding factor.`;
    case 4:
      return `"${rng.pick(QUOTES)}," said ${rng.pick(QUOTE_SOURCES)}.`;
    case 5:
      return `Most ${thing[1]} now compete on ${angle} and ${other} rather than on raw specs.`;
    case 6:
      return `That makes it ${rng.pick(COMPARATIVES)} than the ${thing[0]} it replaces, even if ${rng.pick(CAVEATS)}.`;
    case 7:
      return `Prices start around $${rng.int(3, 140) * 10}, and ${rng.pick(ADVICE)} before you commit.`;
    case 8:
      return `We spent ${rng.int(2, 9)} weeks with ${thing[1]} from ${brand} and its rivals to see how ${angle} holds up.`;
    case 9:
      return `The real question is whether ${angle} improves enough to justify an upgrade this year.`;
    case 10:
      return `${capitalize(other)} still varies widely, so compare a few ${thing[1]} side by side.`;
    default:
      return `For ${audience}, ${angle} is where the ${thing[0]} earns its keep.`;
  }
}

export function sentences(rng: Rng, topic: Topic, min: number, max: number): string {
  const count = rng.int(min, max);
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(sentence(rng, topic));
  return out.join(' ');
}

/** A headline for an article type (spec article types: News, Best List, Deals, How To...). */
export function headline(rng: Rng, topic: Topic, type: string, year: number): string {
  const { thing, brand, angle, section } = topic;
  const audience = rng.pick(section.audiences);
  const better = rng.pick(['Better', 'Longer', 'Smarter', 'Improved', 'New']);
  const angleTitle = titleCase(angle.replace(/^the /, ''));
  switch (type) {
    case 'News':
      return `${brand} ${rng.pick(['Unveils', 'Announces', 'Launches', 'Delays', 'Updates', 'Teases', 'Cuts Price of'])} ${titleCase(thing[0])} With ${better} ${angleTitle}`;
    case 'Feature':
      return `Inside the ${rng.pick(['Race', 'Push', 'Quest', 'Fight'])} to Build ${titleCase(indefinite(thing[0]))} ${titleCase(thing[0])} That Gets ${angleTitle} Right`;
    case 'Explainer':
      return `What ${audience} Should Know About ${titleCase(thing[0])} ${angleTitle}`;
    case 'Best List':
      return `Best ${titleCase(thing[1])} for ${audience} in ${year}`;
    case 'Deals':
      return `${brand} ${titleCase(thing[0])} Drops to $${rng.int(2, 90) * 10 - 1} ${rng.pick(['Today', 'This Weekend', 'for a Limited Time', 'Ahead of the Holidays'])}`;
    case 'Deals - Precap':
      return `The Best ${titleCase(thing[0])} Deals ${rng.pick(['This Week', 'Right Now', 'This Month'])}: ${angleTitle} Roundup`;
    case 'How To':
      return `How to ${rng.pick(['Set Up', 'Clean', 'Speed Up', 'Reset', 'Back Up', 'Secure', 'Update', 'Troubleshoot'])} Your ${titleCase(thing[0])} ${rng.pick(['in 5 Minutes', 'the Right Way', 'Without Losing Data', 'Like a Pro', 'Before You Travel'])}`;
    case 'How to Watch':
      return `How to Watch the ${brand} ${titleCase(thing[0])} Premiere ${rng.pick(['Tonight', 'This Weekend', 'Without Cable'])}`;
    case 'Longform':
      return `The Long Road to ${angleTitle}: How ${brand} Rebuilt the ${titleCase(thing[0])}`;
    case 'Commentary':
      return `Why We Keep Talking About ${angleTitle} and ${titleCase(thing[1])}`;
    case 'Analysis':
      return `${brand}'s ${titleCase(thing[0])} Bet, Explained by the Numbers`;
    case 'Versus': {
      const rival = rng.pick(section.brands.filter((name) => name !== brand));
      return `${brand} vs. ${rival} ${titleCase(thing[1])}: Which Should You Buy?`;
    }
    case 'Buying Guide':
      return `${titleCase(thing[0])} Buying Guide: How to Pick One for ${audience}`;
    default:
      return `${brand} ${titleCase(thing[0])}: ${angleTitle}, ${better} Than Ever`;
  }
}

/** A one-sentence summary under the headline. */
export function dek(rng: Rng, topic: Topic): string {
  const { thing, angle } = topic;
  return rng.pick([
    `Here is what changes for ${angle}, and what stays the same.`,
    `We break down the ${thing[0]} details that actually matter.`,
    `The short version: ${angle} is better, but read this before you buy.`,
    `Everything you need to know, from price to ${angle}.`,
    `Our experts weigh in on ${thing[1]} and ${angle}.`,
  ]);
}
