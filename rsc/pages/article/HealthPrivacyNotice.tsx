/**
 * The page a reader in health privacy mode gets instead of a health article (000 §6, 001 §6;
 * decision 071): why the article is hidden and how to see it — a form that records the choice
 * (POST /health-privacy/, works without JavaScript) and returns to the article.
 */
import {
  HEALTH_PRIVACY_PATH,
  HEALTH_PRIVACY_RETURN_FIELD,
  HEALTH_PRIVACY_TEXT,
} from '../../../shared/node/features/healthPrivacy';

/** Nothing of the article is shown, not even its headline: it could say what the reader looks up. */
export function HealthPrivacyNotice({ path }: { path: string }) {
  return (
    <article className="article health-privacy" data-rule="health-privacy-block">
      <h1>{HEALTH_PRIVACY_TEXT.title}</h1>
      <p>{HEALTH_PRIVACY_TEXT.why}</p>
      <p>{HEALTH_PRIVACY_TEXT.how}</p>
      <form method="post" action={HEALTH_PRIVACY_PATH}>
        <input type="hidden" name={HEALTH_PRIVACY_RETURN_FIELD} value={path} />
        <button type="submit" className="button">
          {HEALTH_PRIVACY_TEXT.button}
        </button>
      </form>
      <p>
        <a href="/">{HEALTH_PRIVACY_TEXT.back}</a>
      </p>
    </article>
  );
}
