/**
 * What the rule-decided callouts and modules say (spec 001 §9 names the windows and the module
 * title; the wording is ours, decision 070), and where they lead.
 */
import type { RuleName } from '../../shared/features/rules';

export interface CalloutText {
  title: string;
  text: string;
  href: string;
  link: string;
}

export const PROMO_CALLOUTS: Readonly<Partial<Record<RuleName, CalloutText>>> = {
  'mattress-review-promo': {
    title: 'Mattress sale',
    text: 'Memorial Day mattress discounts on the beds we tested.',
    href: '/health/sleep/',
    link: 'See our sleep picks',
  },
  'prime-day-discount-callout': {
    title: 'Prime Day is coming',
    text: 'Early discounts on products from this list.',
    href: '/shopping/primeday/',
    link: 'See Prime Day deals',
  },
  'prime-day-partner-callout': {
    title: 'Prime Day deals are live',
    text: 'Our partners are discounting products from this list.',
    href: '/shopping/primeday/',
    link: 'Shop Prime Day',
  },
  'july-4-callout': {
    title: 'Fourth of July sales',
    text: 'Holiday prices on products from this list.',
    href: '/deals/',
    link: 'See July 4 deals',
  },
  'early-black-friday': {
    title: 'Early Black Friday deals',
    text: 'Retailers started early: prices we checked on products from this list.',
    href: '/deals/',
    link: 'See early deals',
  },
  'black-friday': {
    title: 'Black Friday deals',
    text: 'The Black Friday prices on products from this list.',
    href: '/deals/',
    link: 'See Black Friday deals',
  },
  'cyber-monday': {
    title: 'Cyber Monday deals',
    text: 'The Cyber Monday prices on products from this list.',
    href: '/deals/',
    link: 'See Cyber Monday deals',
  },
};

export const SOLAR_CAMPAIGN_CALLOUT: CalloutText = {
  title: 'Thinking about solar?',
  text: 'See what panels would save on your home.',
  href: '/home/energy-and-utilities/solar-estimator/',
  link: 'Estimate your solar savings',
};

export const solarStateCallout = (stateCode: string): CalloutText => ({
  title: `Solar incentives in ${stateCode}`,
  text: 'Your state offers rebates or credits for home solar.',
  href: '/home/energy-and-utilities/solar-estimator/',
  link: 'Check your savings',
});

export const VPN_ADS_CALLOUT: CalloutText = {
  title: 'VPN deals',
  text: 'Discounts on the VPNs we tested.',
  href: '/tech/services-and-software/landing/best-vpn/',
  link: 'Compare the best VPNs',
};

export const HEALTH_VARIANT_NOTE = 'Part of our heart health series, February 2024. Reviewed by our medical experts.';
export const STICKY_NEWSLETTER_TEXT = 'Get our newsletter';
