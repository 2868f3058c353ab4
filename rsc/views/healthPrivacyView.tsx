import { HEALTH_PRIVACY_TEXT } from '../../shared/node/features/healthPrivacy';
import { SITE_NAME } from '../../shared/render/head';
import { HealthPrivacyNotice } from '../pages/article/HealthPrivacyNotice';
import type { PageView } from './types';

/** Nothing of the hidden article reaches the head either: no title, description or structured data (decision 071). */
export const healthPrivacyView: PageView<'health-privacy'> = ({ path }) => ({
  head: { title: `${HEALTH_PRIVACY_TEXT.title} - ${SITE_NAME}`, robots: 'noindex' },
  body: <HealthPrivacyNotice path={path} />,
});
