/**
 * The site's static pages (issue 13 point 7: the footer's /privacy/ and /terms-of-use/, and
 * /about/ with real content). Plain text kept in one place so editors can replace it; rendered
 * by rsc/pages/utility/StaticSections.tsx below the page's heading and intro.
 */

export interface StaticSection {
  heading: string;
  paragraphs: readonly string[];
}

export const STATIC_PAGE_SECTIONS: Readonly<Record<string, readonly StaticSection[]>> = {
  about: [
    {
      heading: 'What we cover',
      paragraphs: [
        'We report on the technology people use every day: phones, computers, home internet, appliances, cars, streaming, health gadgets and the money decisions that come with them.',
        'Our newsroom publishes news, in-depth reviews, how-to guides, deals our editors checked, and long-form features.',
      ],
    },
    {
      heading: 'How we test',
      paragraphs: [
        'Reviewers spend days or weeks with every product we rate, in labs and in the places readers use them. Scores compare a product with its direct competitors at the time of the review.',
        'We update reviews when prices or software change enough to alter our advice, and say so at the top of the page.',
      ],
    },
    {
      heading: 'How we make money',
      paragraphs: [
        'We earn money from advertising and, when you buy through some of our links, from the retailer. Editors choose what we cover and what we recommend; the business side does not review our stories before they are published.',
        'Sponsored stories are labelled "Paid content" and are written outside the newsroom.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'Corrections, tips and feedback reach our editors through the contact form of each article, or by email from the newsletter you receive.',
      ],
    },
  ],
  privacy: [
    {
      heading: 'What we collect',
      paragraphs: [
        'When you read our pages we record the pages you view, the device type and the approximate region your connection comes from. When you sign in or subscribe we keep your email address and the settings you choose.',
        'Advertising and measurement partners load only after you have given consent where the law requires it.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use this information to run the site, count our audience, show ads, send the newsletters you asked for and keep accounts secure.',
        'We do not sell your email address.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can change your consent at any time from the privacy settings link on every page, unsubscribe from a newsletter from any issue, and delete your account from your account settings.',
        'Residents of some US states can opt out of the sale or sharing of personal information on our "Do not sell or share my personal information" page. We honour the Global Privacy Control signal sent by your browser.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Page-view records are kept for at most 13 months. Account data is kept until you delete your account.',
      ],
    },
  ],
  'terms-of-use': [
    {
      heading: 'Using this site',
      paragraphs: [
        'By using this site you agree to these terms. You may read, share links to and print our stories for your own, non-commercial use.',
        'You may not copy our content in bulk, republish it without permission, or try to disrupt the site or the accounts of other readers.',
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'You are responsible for what happens under your account. Tell us at once if you think someone else has used it.',
      ],
    },
    {
      heading: 'Links and offers',
      paragraphs: [
        'Our stories link to other sites and to retailers. We are not responsible for their content or their terms; prices and availability are set by the retailer and can change after we publish.',
      ],
    },
    {
      heading: 'Advice',
      paragraphs: [
        'Our reviews and guides are general information, not professional financial, medical or legal advice.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'We may change these terms; the version on this page is the one that applies. Continuing to use the site after a change means you accept it.',
      ],
    },
  ],
};
