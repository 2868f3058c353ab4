/**
 * The error page (spec 000 §2 Layouts, §8): a 404 title, explanatory text, a back button to the
 * site and an error image; in development also the message and status. Texts follow the
 * translation keys _404_error_title, _404_error_text, back_button_label.
 */
import { NOT_FOUND_MESSAGE, STATIC_ERROR_MESSAGE } from '../../../shared/constants';

export const ERROR_TEXTS = {
  _404_page_title: 'Page not found',
  _404_error_title: 'Oops! We can’t find that page.',
  _404_error_text: NOT_FOUND_MESSAGE,
  back_button_label: 'Back to the home page',
  _500_error_title: 'Something went wrong on our side.',
  _500_error_text: 'Please try again in a moment.',
} as const;

interface ErrorPageProps {
  status: number;
  message: string;
  development: boolean;
  staticRoute: boolean;
}

export function ErrorPage({ status, message, development, staticRoute }: ErrorPageProps) {
  const notFound = status === 404;
  return (
    <div
      className="error-page"
      data-page-type="error_page"
      data-article-type={`error_${status}`}
      data-section="error"
      data-channel-type="error:error_page"
    >
      <svg className="error-image" width="160" height="120" viewBox="0 0 160 120" role="img" aria-label="Error">
        <rect x="10" y="10" width="140" height="100" rx="12" fill="#f2f2f2" stroke="#1a1a1a" strokeWidth="4" />
        <text x="80" y="75" textAnchor="middle" fontSize="36" fontWeight="700" fill="#e71d1d">
          {status}
        </text>
      </svg>
      <h1>{notFound ? ERROR_TEXTS._404_error_title : ERROR_TEXTS._500_error_title}</h1>
      <p>{staticRoute ? STATIC_ERROR_MESSAGE : notFound ? ERROR_TEXTS._404_error_text : ERROR_TEXTS._500_error_text}</p>
      {development && !staticRoute ? <pre className="error-details">{`${status}: ${message}`}</pre> : null}
      <a className="back" href="/">
        {ERROR_TEXTS.back_button_label}
      </a>
    </div>
  );
}
