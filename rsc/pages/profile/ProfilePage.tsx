import { Suspense } from 'react';
import { authorName } from '../../../shared/authors';
import { sizedImage } from '../../../shared/node/images/imageUrl';
import type { Author } from '../../../shared/models/author';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { expertiseTopics, plainText, PROFILE_CRUMBS, socialLinks } from '../../render/personJsonLd';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Picture } from '../../components/Picture';
import { AdPageScope } from '../../components/ads/AdSlot';
import { AdSlots } from '../../components/ads/AdSlots';
import { slotsAt } from '../../ads/placement';
import { pageAds } from '../../components/ads/pageAds';
import { ProfileArticles, ProfileArticlesPlaceholder } from './ProfileArticles';
import { RoleBadges } from './RoleBadges';

/** Spec 001 §9 square_* sizes: the portrait at 200 × 200, sharper on dense screens. */
const PORTRAIT = { size: 200, widths: [120, 200, 400] } as const;

interface ProfilePageProps {
  author: Author;
  request: PageRequest;
  services: RscServices;
}

/** /profiles/{username}/: who the author is, what they know, where else to find them, what they wrote. */
export function ProfilePage({ author, request, services }: ProfilePageProps) {
  const name = authorName(author);
  const portrait = sizedImage(services.imageBaseUrl, author.image, PORTRAIT.size, PORTRAIT.size, PORTRAIT.widths);
  const bio = plainText(author.authorBio);
  const disclosure = plainText(author.authorDisclosure);
  const expertise = expertiseTopics(author.expertise);
  const credentials = [...author.credentials, ...(author.education ? [author.education] : [])];
  const links = socialLinks(author.socialProfileIds);
  const jobTitle = author.jobTitle ?? author.title;
  const ads = pageAds(request, services, 'profile');
  const hasSide = ads !== null && slotsAt(ads.fixed, 'side').length > 0;
  return (
    <AdPageScope ads={ads}>
      <article className="profile">
        <AdSlots ads={ads} placement="top" />
        {/* On a desktop the main column and the rail with its ad box, as an article (decision 121). */}
        <div className="columns">
          <div className="columns__main">
            <Breadcrumbs crumbs={PROFILE_CRUMBS} />
            <header className="profile-header">
              {portrait ? (
                <Picture
                  image={{ ...portrait, alt: name }}
                  sizes={`${PORTRAIT.size}px`}
                  priority
                  className="profile-portrait"
                />
              ) : null}
              <div>
                <h1>{name}</h1>
                {jobTitle ? (
                  <p className="profile-title">
                    {jobTitle}
                    {author.bureau ? `, ${author.bureau}` : ''}
                  </p>
                ) : null}
                <RoleBadges author={author} />
              </div>
            </header>
            {bio ? <p className="profile-bio">{bio}</p> : null}
            {disclosure ? <p className="profile-disclosure">{disclosure}</p> : null}
            <dl className="profile-facts">
              {expertise.length > 0 ? (
                <div>
                  <dt>Expertise</dt>
                  <dd>{expertise.join(', ')}</dd>
                </div>
              ) : null}
              {credentials.length > 0 ? (
                <div>
                  <dt>Credentials</dt>
                  <dd>{credentials.join('; ')}</dd>
                </div>
              ) : null}
              {author.awards.length > 0 ? (
                <div>
                  <dt>Awards</dt>
                  <dd>{author.awards.join('; ')}</dd>
                </div>
              ) : null}
              {author.awardsAndCredentials ? (
                <div>
                  <dt>Awards and credentials</dt>
                  <dd>{plainText(author.awardsAndCredentials)}</dd>
                </div>
              ) : null}
            </dl>
            {links.length > 0 ? (
              <ul className="profile-social" aria-label={`${name} elsewhere`}>
                {links.map((link) => (
                  <li key={link.network}>
                    <a href={link.url} rel="me noopener nofollow" data-network={link.network}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <Suspense fallback={<ProfileArticlesPlaceholder />}>
              <ProfileArticles
                services={services}
                onFailure={request.onRenderError}
                brand={request.brand}
                username={author.username}
                name={name}
                now={request.now}
              />
            </Suspense>
          </div>
          {hasSide ? (
            <aside className="rail" aria-label="Advertisement">
              <AdSlots ads={ads} placement="side" />
            </aside>
          ) : null}
        </div>
        <AdSlots ads={ads} placement="bottom" />
      </article>
    </AdPageScope>
  );
}
