import type { PageRequest, RscServices } from '../../../shared/render/contract';
import type { Topic } from '../../../shared/models/topic';
import type { RichTextSource } from './RichText';

interface Content {
  id: string;
  slug: string;
  title: string;
  canonicalUrl?: string;
  topics: readonly Topic[];
  section?: string;
}

/** The RichText source of a review, gallery or live article on this request. */
export function richTextSource(content: Content, request: PageRequest, services: RscServices): RichTextSource {
  return {
    origin: services.siteOrigin,
    path: content.canonicalUrl?.startsWith('/') ? content.canonicalUrl : `/${content.slug}/`,
    name: content.title,
    id: content.id,
    topics: content.topics,
    section: content.section,
    device: request.state.device,
    images: services.imageBaseUrl,
  };
}
