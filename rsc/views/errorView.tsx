import { SITE_NAME } from '../../shared/render/head';
import { ERROR_TEXTS, ErrorPage } from '../pages/error/ErrorPage';
import type { PageView } from './types';

export const errorView: PageView<'error'> = ({ status, message }, { request, services }) => ({
  head: { title: `${status === 404 ? ERROR_TEXTS._404_page_title : 'Error'} - ${SITE_NAME}`, robots: 'noindex' },
  body: (
    <ErrorPage
      status={status}
      message={message}
      development={services.development}
      staticRoute={request.match?.meta.kind === 'static-error'}
    />
  ),
});
