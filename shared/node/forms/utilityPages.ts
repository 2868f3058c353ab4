/**
 * Fixed facts of the utility pages (spec 000 §2): titles, descriptions, and which section
 * listing a page shows. Choices of ours (the spec lists the pages only):
 * docs/decisions/012-utility-pages.md.
 */

export interface UtilityPageText {
  title: string;
  description: string;
}

/** The listing a page shows: a section listing (docs/upstream-api.md "Listing") and how many items. */
export const UTILITY_LISTINGS: Readonly<Record<string, { section: string; limit: number; heading: string }>> = {
  shopping: { section: 'deals', limit: 12, heading: 'Today’s best deals' },
  'shopping-primeday': { section: 'deals', limit: 12, heading: 'Prime Day deals' },
  'shopping-welcome-priceblink': { section: 'deals', limit: 4, heading: 'Deals to start with' },
  awards: { section: 'tech', limit: 8, heading: 'Recent award-winning reviews' },
  'auto-buying-program': { section: 'cars', limit: 6, heading: 'Latest car reviews and news' },
};

export const UTILITY_PAGE_TEXTS: Readonly<Record<string, UtilityPageText>> = {
  about: {
    title: 'About CNET',
    description: 'Who we are, what we cover and how we test: news, reviews, deals and advice on the tech in your life.',
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'What we collect when you read, sign in or subscribe, how we use it, and the choices you have.',
  },
  'terms-of-use': { title: 'Terms of Use', description: 'The rules for using this site, its accounts and its links.' },
  shopping: {
    title: 'Shopping',
    description: 'Deals our editors found, with prices checked and products we have reviewed.',
  },
  'shopping-primeday': {
    title: 'Prime Day deals',
    description: 'The Prime Day deals worth your money, picked by our editors.',
  },
  'shopping-welcome-priceblink': {
    title: 'Welcome to Priceblink',
    description: 'Priceblink compares prices while you shop, so you pay less for the products you want.',
  },
  awards: {
    title: 'CNET Awards',
    description: 'The products our experts rated best this year, from phones to appliances.',
  },
  'auto-buying-program': {
    title: 'Auto Buying Program',
    description: 'Upfront pricing from certified dealers near you, with the research to buy with confidence.',
  },
  'cnet-voices': {
    title: 'CNET Voices',
    description: 'Essays and perspectives from contributors on technology and the people it affects.',
  },
  'do-not-sell-or-share-my-personal-information': {
    title: 'Do not sell or share my personal information',
    description: 'Opt out of the sale or sharing of your personal information for targeted advertising.',
  },
  'email-forward': { title: 'Email a link', description: 'Send a page of this site to a friend.' },
  'internet-interstitial': {
    title: 'You are leaving for a provider’s site',
    description: 'Check availability and prices with the provider. Come back to compare plans.',
  },
  'internet-plans': {
    title: 'Internet providers and plans near you',
    description: 'Find the internet providers at your ZIP code and compare their speeds with the US average.',
  },
  newsletters: { title: 'Newsletters', description: 'Get our best stories, deals and advice in your inbox.' },
  'newsletter-generator': { title: 'Newsletter', description: 'Subscribe to this newsletter.' },
  'solar-lead-form': {
    title: 'Solar savings estimator',
    description: 'Estimate the size, cost and savings of a home solar system from your ZIP code and electric bill.',
  },
  '84-days': { title: '84 Days', description: 'An immersive sponsored story in 84 days.' },
  'user-settings': { title: 'Account settings', description: 'Your account and newsletter settings.' },
  signin: { title: 'Sign in', description: 'Join or log in to your account.' },
  'signin-callback': { title: 'Sign in', description: 'Join or log in to your account.' },
};

/** /84-days/ is sponsored content (spec 000 §2): it says so first. */
export const SPONSOR_LABEL = 'Paid content';

export const IMMERSIVE_CHAPTERS: ReadonlyArray<{ heading: string; text: string }> = [
  {
    heading: 'Weeks 1–4: the audit',
    text: 'Every device in the house was counted, metered and labelled. The router turned out to be older than the youngest child.',
  },
  {
    heading: 'Weeks 5–8: the switch',
    text: 'Fiber arrived, the thermostat learned the family’s habits, and the energy bill began to fall.',
  },
  {
    heading: 'Weeks 9–12: the habit',
    text: 'By day 84 nobody talked about the technology any more. That was the point.',
  },
];
