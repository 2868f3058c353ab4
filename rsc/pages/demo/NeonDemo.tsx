import type { ContentLink } from '../../../shared/models/contentLink';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ContentList } from '../../components/ContentList';
import { RankedList } from '../landing/LandingPage';
import { Pagination } from '../pageDoor/Pagination';
import type { ImageBase } from '../../../shared/images/imageService';

interface NeonDemoProps {
  items: readonly ContentLink[];
  imageBaseUrl: ImageBase;
  now: number;
}

/** Our page components with real content, one section each, for designers and reviewers. */
export function NeonDemo({ items, imageBaseUrl, now }: NeonDemoProps) {
  return (
    <div className="demo">
      <h1>Components</h1>
      <section aria-label="Breadcrumbs">
        <h2>Breadcrumbs</h2>
        <Breadcrumbs
          crumbs={[
            { name: 'Home', href: '/' },
            { name: 'Tech', href: '/tech/' },
          ]}
        />
      </section>
      <ContentList
        title="Content list"
        items={items}
        imageBaseUrl={imageBaseUrl}
        now={now}
        moreHref="/tech/"
        moreText="More Tech"
      />
      <section aria-label="Pagination">
        <h2>Pagination</h2>
        <Pagination basePath="/topics/tech/" pageNumber={2} pages={3} />
      </section>
      <section aria-label="Ranked list" className="demo-ranked">
        <RankedList
          heading="Ranked list"
          intro="Numbered entries with a call to action."
          items={items}
          imageBaseUrl={imageBaseUrl}
          cta="Read more"
          headingLevel="h2"
        />
      </section>
    </div>
  );
}
