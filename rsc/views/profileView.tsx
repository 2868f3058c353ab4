import { authorName, profilePath } from '../../shared/authors';
import { jsonForScript } from '../escapeJson';
import { sizedImage } from '../../shared/node/images/imageUrl';
import { SITE_NAME } from '../../shared/render/head';
import { plainText, profileJsonLd, twitterHandle } from '../render/personJsonLd';
import { feedAlternates } from '../syndication/feedAlternates';
import { ProfilePage } from '../pages/profile/ProfilePage';
import type { PageView } from './types';

/** 001 §9 seo_image_square for sharing a profile (a portrait is square). */
const SHARE_SIZE = 1200;

export const profileView: PageView<'profile'> = ({ author }, { request, services, origin }) => {
  const name = authorName(author);
  const canonical = `${origin}${profilePath(author.username)}`;
  const description = plainText(author.authorBio) ?? `${name}, ${author.jobTitle ?? 'writer'} at ${SITE_NAME}.`;
  const image = sizedImage(services.imageBaseUrl, author.image, SHARE_SIZE, SHARE_SIZE)?.src;
  return {
    head: {
      title: `${name} - ${SITE_NAME}`,
      description,
      canonical,
      alternates: feedAlternates(origin, profilePath(author.username), `${name} - ${SITE_NAME}`),
      og: {
        type: 'profile',
        site_name: SITE_NAME,
        title: name,
        description,
        url: canonical,
        image,
        'profile:username': author.username,
      },
      twitter: {
        card: 'summary',
        title: name,
        description,
        image,
        creator: twitterHandle(author.socialProfileIds?.twitter),
      },
    },
    jsonLd: jsonForScript(
      profileJsonLd(author, {
        origin,
        publisherLogo: services.publisherLogo,
        imageBaseUrl: services.imageBaseUrl,
        now: request.now,
      }),
    ),
    body: <ProfilePage author={author} request={request} services={services} />,
  };
};
