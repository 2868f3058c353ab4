import { jsonForScript } from '../escapeJson';
import { canonicalUrl, contentHead } from '../render/contentHead';
import { galleryPageJsonLd } from '../render/galleryJsonLd';
import { orderedItems } from '../../shared/node/render/galleryPaging';
import { GalleryPage } from '../pages/gallery/GalleryPage';
import type { PageView } from './types';

/** The gallery's first-page path: its canonical path, else the request path without the page number. */
function basePathOf(canonicalPath: string | undefined, requestPath: string, pageNumber: number): string {
  if (canonicalPath && canonicalPath.startsWith('/') && canonicalPath.endsWith('/')) return canonicalPath;
  return pageNumber > 1 ? requestPath.replace(/[0-9]+\/$/, '') : requestPath;
}

export const galleryView: PageView<'gallery'> = (
  { gallery, pageNumber, pageSize },
  { request, services, path, origin },
) => {
  const site = { origin, publisherLogo: services.publisherLogo, imageBaseUrl: services.imageBaseUrl, now: request.now };
  const basePath = basePathOf(gallery.canonicalUrl, path, pageNumber);
  // Every page address shows the whole gallery (opened at that page's first picture, decision 123):
  // one canonical address, and the structured data lists every picture.
  const canonical = canonicalUrl(basePath, path, origin);
  const head = contentHead(
    {
      kind: 'gallery',
      title: gallery.title,
      description: gallery.seoMetaDescription ?? gallery.dek ?? `Photos: ${gallery.title}.`,
      ogTitle: gallery.seoOgTitle,
      ogDescription: gallery.seoOgDescription,
      image: gallery.seoOgImage ?? gallery.image ?? gallery.items[0]?.image,
      author: gallery.author,
      ogType: 'article',
    },
    canonical,
    site,
  );
  const items = orderedItems(gallery);
  return {
    head,
    jsonLd: jsonForScript(galleryPageJsonLd(gallery, items, canonical, site)),
    body: (
      <GalleryPage
        gallery={gallery}
        pageNumber={pageNumber}
        pageSize={pageSize}
        request={request}
        services={services}
      />
    ),
  };
};
