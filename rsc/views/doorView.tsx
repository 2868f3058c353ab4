import { SITE_NAME } from '../../shared/render/head';
import { feedAlternates } from '../syndication/feedAlternates';
import { FrontDoor } from '../pages/door/FrontDoor';
import type { PageView } from './types';

export const doorView: PageView<'door'> = ({ page }, { request, services, path, origin }) => ({
  head: {
    title: page.meta?.title ?? `${SITE_NAME}: Product reviews, advice, how-tos and the latest news`,
    description: page.meta?.description ?? 'Tech news, reviews, deals and advice.',
    canonical: `${origin}${path}`,
    alternates: feedAlternates(origin, path, SITE_NAME),
  },
  body: <FrontDoor page={page} request={request} services={services} />,
});
