/**
 * One utility page (spec 000 §2), chosen by route name: its heading and intro, its form, and
 * what it shows (deals, reviews, providers, an estimate, contributors, the account).
 */
import type { UtilityPageData } from '../../../shared/forms/pageData';
import { UTILITY_LISTINGS, UTILITY_PAGE_TEXTS } from '../../../shared/node/forms/utilityPages';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { ContentList } from '../../components/ContentList';
import { AddressLookup } from './AddressLookup';
import { ImmersiveStory } from './ImmersiveStory';
import { ProvidersTable } from './ProvidersTable';
import { SolarEstimateResult } from './SolarEstimateResult';
import { StaticSections } from './StaticSections';
import { STATIC_PAGE_SECTIONS } from '../staticPages';
import { SignInProblem } from './SignInProblem';
import { UserSettings } from './UserSettings';
import { UtilityForm } from './UtilityForm';
import { VoicesList } from './VoicesList';

interface UtilityPageProps {
  data: UtilityPageData;
  request: PageRequest;
  services: RscServices;
  /** The page's own path: where its form posts. */
  path: string;
}

export const LOOKUP_FAILED_MESSAGE = 'We could not look that up right now. Please try again in a few minutes.';

export function utilityTitle(data: UtilityPageData): string {
  if (data.newsletter) return `${data.newsletter.name} newsletter`;
  return UTILITY_PAGE_TEXTS[data.page]?.title ?? 'CNET';
}

export function UtilityPage({ data, request, services, path }: UtilityPageProps) {
  if (data.page === '84-days') return <ImmersiveStory />;
  const text = UTILITY_PAGE_TEXTS[data.page];
  const listing = UTILITY_LISTINGS[data.page];
  const sections = STATIC_PAGE_SECTIONS[data.page];
  return (
    <article className={`utility-page utility-${data.page}`}>
      <h1>{utilityTitle(data)}</h1>
      {data.newsletter ? (
        <p className="utility-intro">{`Get the ${data.newsletter.name} newsletter in your inbox.`}</p>
      ) : text ? (
        <p className="utility-intro">{text.description}</p>
      ) : null}
      {sections ? <StaticSections sections={sections} /> : null}
      {data.page === 'user-settings' ? <UserSettings auth={request.state.auth} account={data.account} /> : null}
      {data.page === 'signin' || data.page === 'signin-callback' ? <SignInProblem account={data.account} /> : null}
      {data.page === 'internet-interstitial' ? (
        <p>
          <a className="button" href="/home/internet/plans/">
            Back to internet plans
          </a>
        </p>
      ) : null}
      {data.form ? <UtilityForm state={data.form} action={path} /> : null}
      {data.page === 'internet-plans' ? <AddressLookup address={data.address} action={path} /> : null}
      {data.lookupFailed ? (
        <p className="form-failure" role="alert">
          {LOOKUP_FAILED_MESSAGE}
        </p>
      ) : null}
      {data.providers ? <ProvidersTable result={data.providers} /> : null}
      {data.estimate ? <SolarEstimateResult estimate={data.estimate} /> : null}
      {data.voices ? <VoicesList voices={data.voices} imageBaseUrl={services.imageBaseUrl} /> : null}
      {data.listing && listing ? (
        <ContentList
          title={listing.heading}
          items={data.listing.items}
          imageBaseUrl={services.imageBaseUrl}
          now={request.now}
          className="section-list utility-list"
        />
      ) : null}
    </article>
  );
}
