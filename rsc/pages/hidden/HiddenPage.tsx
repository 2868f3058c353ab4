import type { ContentLink } from '../../../shared/models/contentLink';
import { RankedList } from '../landing/LandingPage';
import type { ImageBase } from '../../../shared/images/imageService';

interface HiddenPageProps {
  heading: string;
  intro: string;
  items: readonly ContentLink[];
  imageBaseUrl: ImageBase;
}

/** A hidden proof-of-concept page (000 §2): a real, ranked page of finance coverage, marked as a preview. */
export function HiddenPage({ heading, intro, items, imageBaseUrl }: HiddenPageProps) {
  return (
    <div className="hidden-page">
      <p className="hidden-note" role="note">
        Preview page: not linked from the site and not indexed.
      </p>
      <RankedList heading={heading} intro={intro} items={items} imageBaseUrl={imageBaseUrl} cta="Compare" />
    </div>
  );
}
