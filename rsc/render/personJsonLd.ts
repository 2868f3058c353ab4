/**
 * A profile page's structured data (spec 001 §3 User/author, §5, §9): a ProfilePage whose main
 * entity is the author as a Person (seo_image_square image, job title, bio, expertise,
 * credentials, social profiles as sameAs), and the BreadcrumbList. Also the social links the
 * page shows, with the twitter handle given a leading @ when missing (000 §5, 001 §3).
 */
import { authorName, profilePath } from '../../shared/authors';
import type { Author, SocialProfileIds } from '../../shared/models/author';
import type { Crumb } from './articleCrumbs';
import {
  AUTHOR_IMAGE,
  breadcrumbList,
  imageObject,
  SCHEMA_CONTEXT,
  type JsonLd,
  type JsonLdSite,
} from './contentJsonLd';
import { SITE_NAME } from '../../shared/render/head';

/** What a social profile id may be: a handle, never a URL or markup (bad upstream data is left out). */
const HANDLE = /^@?[A-Za-z0-9._-]{1,100}$/;

/** 000 §5 / 001 §3: "Twitter handle shown with a leading @ added if missing"; undefined when unusable. */
export function twitterHandle(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || !HANDLE.test(trimmed)) return undefined;
  return trimmed.startsWith('@') ? trimmed : `@${trimmed}`;
}

export type SocialNetwork = 'twitter' | 'facebookProfile' | 'facebookPage' | 'instagram' | 'linkedin';

export interface SocialLink {
  network: SocialNetwork;
  /** What the page shows: the @handle on Twitter, the network's name elsewhere. */
  label: string;
  url: string;
}

/** The address of each network's profile page; ids are handles (the @ is not part of a URL). */
const NETWORKS: ReadonlyArray<{ network: SocialNetwork; name: string; url: (id: string) => string }> = [
  { network: 'twitter', name: 'Twitter', url: (id) => `https://twitter.com/${id}` },
  { network: 'facebookProfile', name: 'Facebook', url: (id) => `https://www.facebook.com/${id}` },
  { network: 'facebookPage', name: 'Facebook page', url: (id) => `https://www.facebook.com/${id}` },
  { network: 'instagram', name: 'Instagram', url: (id) => `https://www.instagram.com/${id}/` },
  { network: 'linkedin', name: 'LinkedIn', url: (id) => `https://www.linkedin.com/in/${id}/` },
];

/** The author's social profiles in a fixed order, each a link; unusable ids are left out. */
export function socialLinks(ids: SocialProfileIds | undefined): SocialLink[] {
  if (!ids) return [];
  const links: SocialLink[] = [];
  for (const { network, name, url } of NETWORKS) {
    const raw = ids[network]?.trim();
    if (!raw || !HANDLE.test(raw)) continue;
    const id = raw.replace(/^@/, '');
    links.push({ network, label: network === 'twitter' ? `@${id}` : name, url: url(id) });
  }
  return links;
}

/** Text of a small HTML fragment (the bio), for the description. */
export function plainText(html: string | undefined): string | undefined {
  if (!html) return undefined;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

/** Expertise as topics: the CMS writes one string, items separated by ';' or ','. */
export function expertiseTopics(expertise: string | undefined): string[] {
  return (expertise ?? '')
    .split(/[;,]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The author as a schema.org Person. */
export function personJsonLd(author: Author, site: JsonLdSite): JsonLd {
  const image = imageObject(author.image, site, AUTHOR_IMAGE);
  const sameAs = socialLinks(author.socialProfileIds).map((link) => link.url);
  const knowsAbout = expertiseTopics(author.expertise);
  const credentials = [...author.credentials, ...(author.education ? [author.education] : [])];
  return {
    '@type': 'Person',
    name: authorName(author),
    url: `${site.origin}${profilePath(author.username)}`,
    ...((author.jobTitle ?? author.title) ? { jobTitle: author.jobTitle ?? author.title } : {}),
    ...(plainText(author.authorBio) ? { description: plainText(author.authorBio) } : {}),
    ...(image ? { image } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(knowsAbout.length > 0 ? { knowsAbout } : {}),
    ...(author.awards.length > 0 ? { award: author.awards } : {}),
    ...(credentials.length > 0
      ? { hasCredential: credentials.map((name) => ({ '@type': 'EducationalOccupationalCredential', name })) }
      : {}),
    worksFor: { '@type': 'Organization', name: SITE_NAME },
  };
}

/** The profile's crumbs: home, then the page itself (BreadcrumbList adds it last). */
export const PROFILE_CRUMBS: readonly Crumb[] = [{ name: 'Home', href: '/' }];

/** Everything a profile page carries: the ProfilePage (mainEntity the Person) and the BreadcrumbList. */
export function profileJsonLd(author: Author, site: JsonLdSite): JsonLd[] {
  const url = `${site.origin}${profilePath(author.username)}`;
  const profilePage: JsonLd = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ProfilePage',
    url,
    name: `${authorName(author)} - ${SITE_NAME}`,
    ...(author.dateCreated?.date ? { dateCreated: author.dateCreated.date } : {}),
    mainEntity: personJsonLd(author, site),
  };
  return [profilePage, breadcrumbList(PROFILE_CRUMBS, { name: authorName(author), url }, site)];
}
