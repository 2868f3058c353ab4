import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { listBreaks } from '../../ads/listBreaks';
import { slotsAt } from '../../ads/placement';
import type { ImageBase } from '../../../shared/images/imageService';
import type { ContentLink } from '../../../shared/models/contentLink';
import type { SegmentRenderer } from '../../../shared/render/contract';
import type { Device } from '../../../shared/requestState';
import { ContentList } from '../../components/ContentList';
import { AdSlots } from '../../components/ads/AdSlots';
import type { PageAds } from '../../components/ads/pageAds';
import { LISTING_LEAD_SIZES } from './listingLead';

/** Cards a full row holds after the lead (client/styles/doors.css): four on a desktop, two from 600 px (a phone's rows end anywhere). */
const ROW_CARDS: Readonly<Record<Device, number>> = { desktop: 4, tablet: 2, mobile: 2 };

interface ListWithAdsProps {
  ads: PageAds | null;
  device: Device;
  title: string;
  items: readonly ContentLink[];
  imageBaseUrl: ImageBase;
  now: number;
  segments?: SegmentRenderer;
  owner?: object;
  /** What follows the list before the last box (pagination). */
  children?: ReactNode;
}

/**
 * A single-list page's list (topic listings, composer doors) with its ad boxes after the top one
 * spread through it, each after a full row of cards (listBreaks, decision 063); the last box, and
 * any the list is too short for, after `children` (the pagination): two boxes never follow each
 * other, and the page has one box before its headline.
 */
export function ListWithAds({
  ads,
  device,
  title,
  items,
  imageBaseUrl,
  now,
  segments,
  owner,
  children,
}: ListWithAdsProps) {
  const after = ads
    ? [...slotsAt(ads.fixed, 'side'), ...slotsAt(ads.fixed, 'bottom')].map((placed) => placed.slot.name)
    : [];
  const breaks = listBreaks(items.length, Math.max(0, after.length - 1), ROW_CARDS[device]);
  const inList = after.slice(0, breaks.length);
  const ends = [0, ...breaks, items.length];
  const list = {
    title,
    imageBaseUrl,
    now,
    segments,
    owner,
    headingLevel: 'h1',
    className: 'section-list listing',
  } as const;
  return (
    <>
      <ContentList {...list} items={items.slice(0, ends[1])} leads leadSizes={LISTING_LEAD_SIZES} />
      {inList.map((name, i) => (
        <Fragment key={name}>
          <AdSlots ads={ads} placement={['side', 'bottom']} only={[name]} />
          <ContentList {...list} items={items.slice(ends[i + 1], ends[i + 2])} continued />
        </Fragment>
      ))}
      {children}
      <AdSlots ads={ads} placement={['side', 'bottom']} except={inList} />
    </>
  );
}
