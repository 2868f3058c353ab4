/** Word lists for the generated world. Everything here is invented for Neutron's stand-in. */

export const FIRST_NAMES = [
  'Amara',
  'Bennett',
  'Calla',
  'Dario',
  'Elise',
  'Farah',
  'Gideon',
  'Hana',
  'Ilya',
  'Jonah',
  'Kiri',
  'Leona',
  'Mateo',
  'Nadia',
  'Oren',
  'Priya',
  'Quinn',
  'Rosalind',
  'Soren',
  'Talia',
  'Umar',
  'Vera',
  'Wes',
  'Ximena',
  'Yusuf',
  'Zara',
  'Anselm',
  'Beatrix',
  'Cyrus',
  'Delphine',
  'Emeka',
  'Freya',
  'Gustavo',
  'Hollis',
  'Ines',
  'Jasper',
  'Keiko',
  'Lucian',
  'Marisol',
  'Nico',
  'Odette',
  'Pavel',
] as const;

export const LAST_NAMES = [
  'Abernathy',
  'Bellweather',
  'Castellano',
  'Drummond',
  'Ekwueme',
  'Fairbanks',
  'Galloway',
  'Halvorsen',
  'Ishikawa',
  'Jablonski',
  'Kettering',
  'Lindqvist',
  'Marchetti',
  'Nakamura',
  'Okonkwo',
  'Pemberton',
  'Quintero',
  'Rasmussen',
  'Sandoval',
  'Thorne',
  'Underhill',
  'Valdivia',
  'Whitlock',
  'Yarrow',
  'Zielinski',
  'Ashdown',
  'Brannigan',
  'Corrigan',
  'Delacroix',
  'Esposito',
  'Fennimore',
  'Greaves',
  'Hargrove',
  'Iverson',
  'Jankowski',
  'Kowalczyk',
  'Larkspur',
  'Merriweather',
  'Northcott',
  'Osei',
  'Prescott',
  'Ruskin',
] as const;

export const OPENERS = [
  'In our testing,',
  'On paper,',
  'For most people,',
  'Right now,',
  'Over the past year,',
  'In practice,',
  'If history is any guide,',
  'By our count,',
  'Put simply,',
  'For now,',
  'Compared with last year,',
] as const;

export const COMPARATIVES = [
  'faster',
  'lighter',
  'cheaper',
  'quieter',
  'brighter',
  'smarter',
  'sturdier',
  'simpler',
  'more efficient',
  'more flexible',
  'easier to live with',
  'better value',
] as const;

export const CHANGE_VERBS = [
  'improves',
  'rethinks',
  'simplifies',
  'speeds up',
  'cuts the cost of',
  'takes aim at',
  'doubles down on',
  'quietly fixes',
  'puts new focus on',
] as const;

export const CAVEATS = [
  'the price is still high',
  'setup takes longer than it should',
  'availability is limited at first',
  'the software needs more polish',
  'the trade-offs are real',
  'not every feature is ready yet',
  'the fine print deserves a close read',
  'early units had a few rough edges',
] as const;

export const ADVICE = [
  'wait for the next sale',
  'compare the warranty terms',
  'check the return policy first',
  'read the fine print',
  'measure your space before buying',
  'start with the cheapest option that covers your needs',
  'ask what happens after the promotional period',
  'keep your receipt and the original box',
] as const;

export const CONDITIONS = [
  'are on a tight budget',
  'travel often',
  'share it with family',
  'care most about privacy',
  'want something that lasts',
  'need it this week',
  'are upgrading from a five-year-old model',
] as const;

export const QUOTE_SOURCES = [
  'a company spokesperson',
  'one longtime tester on our team',
  'an industry analyst we spoke with',
  'a product manager at the company',
  'a researcher who studies the field',
] as const;

export const QUOTES = [
  'We wanted the everyday experience to feel effortless',
  'The numbers only tell part of the story',
  'People notice the small things first',
  'This is the version we would recommend to friends',
  'It took longer than planned, but it shows',
] as const;

export const HEADING_STARTS = [
  'What we like',
  'What could be better',
  'How it compares',
  'Price and availability',
  'The bottom line',
  'Why it matters',
  'What to watch next',
  'How we tested',
  'Who it is for',
  'What changed this year',
  'Setup and first impressions',
  'The details that matter',
] as const;

export const MODEL_NAMES = [
  'Aria',
  'Nova',
  'Pulse',
  'Edge',
  'Flex',
  'Prime',
  'Air',
  'Max',
  'Lite',
  'Studio',
  'Orbit',
  'Zen',
  'Vista',
  'Core',
  'Halo',
  'Glide',
  'Spark',
  'Terra',
] as const;

export const BEST_LIST_LABELS = [
  'Best overall',
  'Best budget pick',
  'Best for travel',
  'Best premium pick',
  'Best for beginners',
  'Best value',
  'Best for families',
  'Most durable',
  'Best upgrade',
  'Best compact pick',
] as const;

export const GOOD_POINTS = [
  'Long battery life',
  'Bright, sharp display',
  'Excellent build quality',
  'Fair price',
  'Quiet operation',
  'Simple setup',
  'Fast performance',
  'Generous warranty',
  'Useful companion app',
  'Compact design',
] as const;

export const BAD_POINTS = [
  'Pricey accessories',
  'Average speakers',
  'Slow charging',
  'Heavier than rivals',
  'Limited color options',
  'Subscription needed for some features',
  'Fingerprint magnet',
  'Short warranty',
] as const;

export const SUB_RATING_NAMES = ['Design', 'Features', 'Performance', 'Value'] as const;

export const PHOTO_CREDITS = ['Staff photographer', 'CNET Studio', 'Company handout', 'Field team'] as const;

export const FOOTER_LINKS = [
  ['About', 'about', '/about/'],
  ['Newsletters', 'newsletters', '/newsletters/'],
  ['Voices', 'cnet-voices', '/cnet-voices/'],
  ['Awards', 'awards', '/awards/'],
  ['Sitemap', 'sitemap', '/sitemaps/'],
  ['Privacy Policy', 'privacy', '/privacy/'],
  ['Terms of Use', 'terms-of-use', '/terms-of-use/'],
  ['Do Not Sell or Share My Personal Information', 'do-not-sell', '/do-not-sell-or-share-my-personal-information/'],
] as const;
