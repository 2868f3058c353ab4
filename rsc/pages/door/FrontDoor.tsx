import type { Page } from '../../../shared/models/page';
import { componentsOfType } from '../../../shared/models/page';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { ContentList } from '../../components/ContentList';
import { AdPageScope } from '../../components/ads/AdSlot';
import { AdSlots } from '../../components/ads/AdSlots';
import { pageAds } from '../../components/ads/pageAds';
import { LatestRiver, latestStories } from './LatestRiver';

interface FrontDoorProps {
  page: Page;
  request: PageRequest;
  services: RscServices;
}

/** The lead list: the lead story and this many top stories. */
const TOP_STORIES = 4;
/** A section block: its lead story and four cards (two even rows beside the lead on a desktop). */
const SECTION_STORIES = 5;
/** The ad slot set between the lead block and the section rails, not at the page's foot. */
const BETWEEN_SECTIONS = ['leaderboard'];
/** The lead story's image: the lead column on a desktop (about two thirds of the page), the screen on a phone. */
const LEAD_SIZES = '(min-width: 1024px) 560px, 100vw';

/**
 * The front door and section doors: the first content list leads (a lead story with a large
 * picture and its top stories); then each later list as a section block (its lead story and four
 * cards, each with its picture, and a link to more). On a desktop all of it is one main column
 * beside a rail, the "Latest" river of the newest stories from every list and the MPU, so nothing
 * under the lead block waits for the rail to end (issue 39; decision 121).
 */
export function FrontDoor({ page, request, services }: FrontDoorProps) {
  const lists = componentsOfType(page, 'ContentList').filter((list) => list.items.length > 0);
  const [lead, ...rails] = lists;
  const title = (list: (typeof lists)[number]) => list.meta.componentDisplayName ?? list.title ?? 'Latest';
  const shown = new Set(lead ? lead.items.slice(0, TOP_STORIES + 1).map((item) => item.url) : []);
  const latest = latestStories(
    lists.map((list) => list.items),
    shown,
  );
  const ads = pageAds(request, services, 'door', page);
  return (
    <AdPageScope ads={ads}>
      <div className="door">
        <h1 className="visually-hidden">{page.meta?.title ?? 'Latest news, reviews and advice'}</h1>
        <AdSlots ads={ads} placement="top" />
        <div className="door__columns">
          <div className="door__main">
            {lead ? (
              <ContentList
                title={title(lead)}
                items={lead.items}
                imageBaseUrl={services.imageBaseUrl}
                now={request.now}
                moreHref={lead.links?.next?.href}
                moreText={lead.viewMoreText ?? `More ${title(lead)}`}
                segments={services.segments}
                owner={lead}
                className="section-list door__lead"
                leads
                limit={TOP_STORIES + 1}
                leadSizes={LEAD_SIZES}
              />
            ) : null}
            {/* Beside a skybox the leaderboard is a bottom slot (decision 062): on a door it parts the lead block from the sections. */}
            <AdSlots ads={ads} placement="bottom" only={BETWEEN_SECTIONS} />
            {rails.map((list, index) => (
              <ContentList
                key={list.meta.componentName ?? index}
                title={title(list)}
                items={list.items}
                imageBaseUrl={services.imageBaseUrl}
                now={request.now}
                moreHref={list.links?.next?.href}
                moreText={list.viewMoreText ?? `More ${title(list)}`}
                segments={services.segments}
                owner={list}
                className="section-list door__rail"
                limit={SECTION_STORIES}
              />
            ))}
          </div>
          {lead ? (
            <div className="door__side">
              <LatestRiver items={latest} now={request.now} />
              <AdSlots ads={ads} placement="side" />
            </div>
          ) : null}
        </div>
        <AdSlots ads={ads} placement={lead ? 'bottom' : ['side', 'bottom']} except={BETWEEN_SECTIONS} />
      </div>
    </AdPageScope>
  );
}
