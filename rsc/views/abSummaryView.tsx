import { SITE_NAME } from '../../shared/render/head';
import { AbTestSummary } from '../pages/abSummary/AbTestSummary';
import type { PageView } from './types';

export const abSummaryView: PageView<'ab-summary'> = ({ tests }, { request }) => ({
  head: { title: `A/B test summary - ${SITE_NAME}`, robots: 'noindex' },
  body: <AbTestSummary tests={tests} visitor={request.state.ab} />,
});
