/**
 * The sections of spec 000 §1 as the world lays them out. `key` is the article's `section`,
 * `path` the section door, and `articlePath` builds an article's canonical URL. Topic slugs are
 * raw CMS slugs; `urlSlug` is what the URL shows after the spec's topic slug cleanup.
 */
export type Site = 'cnet' | 'roadshow';

/** [singular, plural, review/product type or '' when the thing is not a product]. */
export type Thing = readonly [string, string, string];

export interface TopicDef {
  slug: string;
  name: string;
  /** The URL segment (spec 000 §2 topic slug cleanup); equals slug when nothing is stripped. */
  urlSlug: string;
  automotive?: boolean;
  /** Subtopics: two parents (this topic and the section root). */
  subtopics?: readonly { slug: string; name: string }[];
}

export interface SectionDef {
  key: string;
  title: string;
  /** The section door, e.g. '/tech/'. */
  path: string;
  /** The URL-friendly name: componentName `frontdoor-{slug}`, root topic slug. */
  slug: string;
  site: Site;
  articleCount: number;
  /** True when article URLs may carry a topic: /tech/{topic}?/{slug}/. */
  topicInUrl: boolean;
  /** Where slug-only articles live, e.g. '/roadshow/news/' (defaults to `path`). */
  articleBase?: string;
  topics: readonly TopicDef[];
  types: readonly (readonly [string, number])[];
  things: readonly Thing[];
  brands: readonly string[];
  angles: readonly string[];
  audiences: readonly string[];
}

const t = (slug: string, name: string, urlSlug = slug, extra: Partial<TopicDef> = {}): TopicDef => ({ slug, name, urlSlug, ...extra });

export const SECTIONS: readonly SectionDef[] = [
  {
    key: 'tech', title: 'Tech', path: '/tech/', slug: 'tech', site: 'cnet', articleCount: 200, topicInUrl: true,
    topics: [
      t('mobile', 'Mobile', 'mobile', { subtopics: [{ slug: 'phones', name: 'Phones' }, { slug: 'wearables', name: 'Wearables' }] }),
      t('computing', 'Computing', 'computing', { subtopics: [{ slug: 'laptops', name: 'Laptops' }] }),
      t('gaming', 'Gaming'),
      t('services-&-software', 'Services & Software', 'services-and-software', { subtopics: [{ slug: 'vpn', name: 'VPN' }] }),
      t('home-entertainment', 'Home Entertainment'),
      t('ai', 'AI'),
    ],
    types: [['News', 34], ['Feature', 8], ['Explainer', 12], ['Best List', 12], ['Commentary', 5], ['Analysis', 5], ['Versus', 6], ['Buying Guide', 4], ['Longform', 3]],
    things: [
      ['phone', 'phones', 'phone'], ['laptop', 'laptops', 'laptop'], ['tablet', 'tablets', 'tablet'],
      ['smartwatch', 'smartwatches', 'smartwatch'], ['headset', 'headsets', 'headphones'], ['router', 'routers', 'router'],
      ['monitor', 'monitors', 'monitor'], ['game console', 'game consoles', 'console'], ['e-reader', 'e-readers', 'ereader'],
      ['chip', 'chips', ''], ['browser', 'browsers', ''], ['chatbot', 'chatbots', ''], ['password manager', 'password managers', ''],
      ['VPN', 'VPNs', ''],
    ],
    brands: ['Nimbus', 'Korva', 'Pellucid', 'Arden', 'Quillon', 'Vesper', 'Halcyon', 'Lumio', 'Brightwave', 'Orrin', 'Tessel', 'Zephyr'],
    angles: ['battery life', 'display brightness', 'on-device AI', 'repairability', 'charging speed', 'privacy controls', 'camera quality', 'software updates', 'storage options'],
    audiences: ['Students', 'Remote Workers', 'Gamers', 'Photographers', 'Frequent Travelers', 'Parents'],
  },
  {
    key: 'home', title: 'Home', path: '/home/', slug: 'home', site: 'cnet', articleCount: 130, topicInUrl: true,
    topics: [
      t('kitchen-and-household', 'Kitchen and Household'),
      t('home-internet', 'Internet', 'internet'),
      t('home-energy-and-utilities', 'Energy and Utilities', 'energy-and-utilities'),
      t('smart-home', 'Smart Home', 'smart-home', { subtopics: [{ slug: 'home-security', name: 'Home Security' }] }),
      t('electric-vehicles', 'Electric Vehicles', 'electric-vehicles', { automotive: true }),
      t('yard-and-outdoors', 'Yard and Outdoors'),
    ],
    types: [['News', 20], ['Explainer', 15], ['Best List', 20], ['Buying Guide', 8], ['Feature', 6], ['Versus', 5], ['Longform', 3]],
    things: [
      ['air fryer', 'air fryers', 'appliance'], ['robot vacuum', 'robot vacuums', 'vacuum'], ['smart thermostat', 'smart thermostats', 'thermostat'],
      ['video doorbell', 'video doorbells', 'doorbell'], ['mesh router', 'mesh routers', 'router'], ['security camera', 'security cameras', 'camera'],
      ['coffee maker', 'coffee makers', 'appliance'], ['EV charger', 'EV chargers', 'charger'], ['heat pump', 'heat pumps', ''],
      ['solar panel', 'solar panels', ''], ['internet plan', 'internet plans', ''],
    ],
    brands: ['Hearthly', 'Kindred Home', 'Tidewell', 'Copperleaf', 'Brookvale', 'Sunmere', 'Ostrava', 'Pinecrest', 'Wrenfield'],
    angles: ['energy bills', 'noise levels', 'cleaning performance', 'installation costs', 'monthly fees', 'app support', 'durability', 'water usage'],
    audiences: ['Renters', 'Homeowners', 'Small Apartments', 'Large Families', 'Pet Owners'],
  },
  {
    key: 'personal-finance', title: 'Money', path: '/personal-finance/', slug: 'personal-finance', site: 'cnet', articleCount: 110, topicInUrl: false,
    topics: [
      t('credit-cards', 'Credit Cards'), t('banking', 'Banking'), t('mortgages', 'Mortgages'), t('taxes', 'Taxes'),
      t('crypto', 'Crypto'), t('car-insurance', 'Car Insurance', 'car'),
    ],
    types: [['Explainer', 30], ['News', 20], ['Best List', 20], ['Analysis', 8], ['Commentary', 5]],
    things: [
      ['credit card', 'credit cards', ''], ['savings account', 'savings accounts', ''], ['CD', 'CDs', ''], ['mortgage', 'mortgages', ''],
      ['personal loan', 'personal loans', ''], ['tax app', 'tax apps', ''], ['checking account', 'checking accounts', ''],
      ['budgeting app', 'budgeting apps', ''], ['crypto exchange', 'crypto exchanges', ''],
    ],
    brands: ['Meridian Bank', 'Ledgerly', 'Crestline Credit', 'Harborstone', 'Fairpoint Financial', 'Summit Mutual', 'Northwind Savings', 'Keystone Trust'],
    angles: ['interest rates', 'annual fees', 'APY', 'cash-back rewards', 'credit scores', 'closing costs', 'tax refunds', 'late fees'],
    audiences: ['First-Time Buyers', 'Retirees', 'Freelancers', 'New Graduates', 'Families'],
  },
  {
    key: 'health', title: 'Health', path: '/health/', slug: 'health', site: 'cnet', articleCount: 110, topicInUrl: true,
    topics: [
      t('sleep', 'Sleep', 'sleep', { subtopics: [{ slug: 'mattresses', name: 'Mattresses' }] }),
      t('fitness', 'Fitness'), t('nutrition', 'Nutrition'), t('mental-health', 'Mental Health', 'mental'), t('medical', 'Medical'),
    ],
    types: [['Explainer', 25], ['Best List', 20], ['News', 15], ['Feature', 8], ['Longform', 3], ['Commentary', 4]],
    things: [
      ['mattress', 'mattresses', 'mattress'], ['pillow', 'pillows', 'pillow'], ['fitness tracker', 'fitness trackers', 'wearable'],
      ['sleep tracker', 'sleep trackers', 'wearable'], ['air purifier', 'air purifiers', 'purifier'], ['massage gun', 'massage guns', 'massager'],
      ['weighted blanket', 'weighted blankets', 'blanket'], ['protein powder', 'protein powders', ''], ['meal kit', 'meal kits', ''],
      ['meditation app', 'meditation apps', ''],
    ],
    brands: ['Restwell', 'Solace', 'Vitalis', 'Everpeak', 'Driftwood Sleep', 'Kinetic', 'Greenleaf', 'Halewood', 'Calmera'],
    angles: ['sleep quality', 'recovery', 'stress', 'hydration', 'back pain', 'heart rate data', 'daily steps', 'nutrition labels'],
    audiences: ['Side Sleepers', 'Runners', 'Hot Sleepers', 'Beginners', 'Allergy Sufferers'],
  },
  {
    key: 'culture', title: 'Culture', path: '/culture/', slug: 'culture', site: 'cnet', articleCount: 90, topicInUrl: true,
    topics: [t('entertainment', 'Entertainment'), t('streaming', 'Streaming'), t('internet-culture', 'Internet Culture', 'internet')],
    types: [['News', 30], ['Feature', 12], ['Explainer', 15], ['Commentary', 8], ['How to Watch', 12], ['Longform', 3]],
    things: [
      ['streaming service', 'streaming services', ''], ['TV show', 'TV shows', ''], ['movie', 'movies', ''], ['video game', 'video games', ''],
      ['podcast', 'podcasts', ''], ['album', 'albums', ''], ['board game', 'board games', ''], ['social app', 'social apps', ''],
    ],
    brands: ['Streamline Plus', 'Marquee', 'Lantern Studios', 'Paperkite', 'Orbitwave', 'Nightjar Games', 'Cinder Films', 'Tallgrass Media'],
    angles: ['release dates', 'subscription prices', 'ad tiers', 'binge value', 'the soundtrack', 'cast changes', 'password sharing'],
    audiences: ['Fans', 'Families', 'Cord Cutters', 'Horror Fans', 'Night Owls'],
  },
  {
    key: 'science', title: 'Science', path: '/science/', slug: 'science', site: 'cnet', articleCount: 80, topicInUrl: true,
    topics: [t('space', 'Space'), t('climate', 'Climate'), t('biology', 'Biology')],
    types: [['News', 40], ['Feature', 15], ['Explainer', 20], ['Longform', 4]],
    things: [
      ['telescope', 'telescopes', ''], ['rocket', 'rockets', ''], ['space probe', 'space probes', ''], ['fossil', 'fossils', ''],
      ['climate model', 'climate models', ''], ['satellite', 'satellites', ''], ['fusion reactor', 'fusion reactors', ''], ['exoplanet', 'exoplanets', ''],
    ],
    brands: ['Aurora Institute', 'Cobalt Orbital', 'Deepfield Observatory', 'Helix Labs', 'Tundra Project', 'Meridian Space'],
    angles: ['the data', 'the launch window', 'the findings', 'the next mission', 'the funding', 'the timeline'],
    audiences: ['Stargazers', 'Researchers', 'Students', 'Curious Readers'],
  },
  {
    key: 'news', title: 'News', path: '/news/', slug: 'news', site: 'cnet', articleCount: 120, topicInUrl: true,
    topics: [t('policy', 'Policy'), t('business', 'Business'), t('privacy', 'Privacy')],
    types: [['News', 50], ['Analysis', 15], ['Explainer', 10], ['Commentary', 8], ['Longform', 3]],
    things: [
      ['antitrust case', 'antitrust cases', ''], ['data breach', 'data breaches', ''], ['privacy law', 'privacy laws', ''],
      ['chip factory', 'chip factories', ''], ['merger', 'mergers', ''], ['outage', 'outages', ''], ['price hike', 'price hikes', ''],
      ['recall', 'recalls', ''],
    ],
    brands: ['Vantage Corp', 'Stellaris', 'Parallax Systems', 'Irongate', 'Bluefin Networks', 'Coral Logic', 'Northstar Telecom'],
    angles: ['consumer prices', 'user data', 'jobs', 'regulators', 'supply chains', 'competition', 'security'],
    audiences: ['Consumers', 'Small Businesses', 'Investors', 'Workers'],
  },
  {
    key: 'cars', title: 'Cars', path: '/roadshow/', slug: 'cars', site: 'roadshow', articleCount: 80, topicInUrl: false,
    articleBase: '/roadshow/news/',
    topics: [t('electric-cars', 'Electric Cars'), t('car-tech', 'Car Tech'), t('car-industry', 'Car Industry'), t('car-buying', 'Car Buying')],
    types: [['News', 50], ['Feature', 10], ['Explainer', 10], ['Versus', 8], ['Best List', 8]],
    things: [
      ['electric SUV', 'electric SUVs', 'car'], ['hybrid sedan', 'hybrid sedans', 'car'], ['pickup truck', 'pickup trucks', 'car'],
      ['sports car', 'sports cars', 'car'], ['minivan', 'minivans', 'car'], ['crossover', 'crossovers', 'car'],
      ['charging network', 'charging networks', ''], ['driver-assist system', 'driver-assist systems', ''],
    ],
    brands: ['Voltara', 'Ridgeback Motors', 'Kestrel', 'Autovia', 'Cardinal', 'Sable', 'Meridia', 'Trailhawk'],
    angles: ['range', 'towing capacity', 'charging times', 'fuel economy', 'infotainment', 'safety ratings', 'resale value'],
    audiences: ['Commuters', 'Road Trippers', 'Families', 'First-Time Buyers'],
  },
  {
    key: 'deals', title: 'Shopping', path: '/deals/', slug: 'deals', site: 'cnet', articleCount: 60, topicInUrl: false,
    topics: [t('tech-deals', 'Tech Deals'), t('home-deals', 'Home Deals'), t('coupon-roundup', 'Coupons')],
    types: [['Deals', 70], ['Deals - Precap', 30]],
    things: [
      ['laptop', 'laptops', ''], ['TV', 'TVs', ''], ['headset', 'headsets', ''], ['robot vacuum', 'robot vacuums', ''],
      ['mattress', 'mattresses', ''], ['smartwatch', 'smartwatches', ''], ['tablet', 'tablets', ''], ['air fryer', 'air fryers', ''],
      ['gift card', 'gift cards', ''],
    ],
    brands: ['Nimbus', 'Korva', 'Lumio', 'Hearthly', 'Tidewell', 'Restwell', 'Brightwave'],
    angles: ['lowest price', 'coupon codes', 'bundle savings', 'trade-in credit', 'free shipping'],
    audiences: ['Bargain Hunters', 'Gift Givers', 'Students'],
  },
  {
    key: 'how_to', title: 'How-To', path: '/how-to/', slug: 'how-to', site: 'cnet', articleCount: 60, topicInUrl: false,
    topics: [t('tips-and-tricks', 'Tips and Tricks')],
    types: [['How To', 100]],
    things: [
      ['phone', 'phones', ''], ['laptop', 'laptops', ''], ['router', 'routers', ''], ['smart speaker', 'smart speakers', ''],
      ['password manager', 'password managers', ''], ['photo library', 'photo libraries', ''], ['smart TV', 'smart TVs', ''],
      ['tax return', 'tax returns', ''],
    ],
    brands: ['Nimbus', 'Korva', 'Arden', 'Quillon', 'Hearthly', 'Ledgerly'],
    angles: ['storage space', 'battery drain', 'privacy settings', 'Wi-Fi speed', 'backups', 'parental controls'],
    audiences: ['Beginners', 'Busy People', 'Families'],
  },
];

/** Sponsored content (spec 000 §2 "Sponsored"): section 'commercial', outside the front door. */
export const COMMERCIAL_SECTION = { key: 'commercial', path: '/paid-content/news/', count: 6 } as const;

export function sectionByKey(key: string): SectionDef | undefined {
  return SECTIONS.find((section) => section.key === key);
}
