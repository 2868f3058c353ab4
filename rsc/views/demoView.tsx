import { SITE_NAME } from '../../shared/render/head';
import { IconDemo } from '../pages/demo/IconDemo';
import { NeonDemo } from '../pages/demo/NeonDemo';
import type { PageView } from './types';

export const demoView: PageView<'demo'> = ({ name, items }, { request, services }) => ({
  head: { title: `${name === 'icon-demo' ? 'Icon' : 'Component'} demo - ${SITE_NAME}`, robots: 'noindex' },
  body:
    name === 'icon-demo' ? (
      <IconDemo />
    ) : (
      <NeonDemo items={items} imageBaseUrl={services.imageBaseUrl} now={request.now} />
    ),
});
