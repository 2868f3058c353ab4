import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FORMS } from '../../../shared/forms/fields';
import { FORM_MESSAGES } from '../../../shared/forms/messages';
import { UtilityForm } from './UtilityForm';

describe('UtilityForm', () => {
  it('posts to the page itself, without JavaScript', () => {
    const html = renderToStaticMarkup(
      <UtilityForm state={{ id: 'newsletter', input: {}, errors: {} }} action="/newsletters/" />,
    );
    const form = /<form [^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/newsletters/"');
    expect(html).toContain('<label for="newsletter-email">Email address</label>');
    expect(html).toContain('<option value="deals">Deals</option>');
    expect(html).toContain('<button type="submit">Subscribe</button>');
  });

  it('shows the reader’s input again with each field’s message, escaped', () => {
    const html = renderToStaticMarkup(
      <UtilityForm
        state={{
          id: 'internet-plans',
          input: { zip: '"><script>' },
          errors: { zip: FORM_MESSAGES.invalidZip },
          failure: FORM_MESSAGES.summary,
        }}
        action="/home/internet/plans/"
      />,
    );
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(html).toContain(`<p class="form-error" id="internet-plans-zip-error">${FORM_MESSAGES.invalidZip}</p>`);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(`<p class="form-failure" role="alert">${FORM_MESSAGES.summary}</p>`);
    expect(html).not.toContain('<script>');
  });

  it('shows the success message of a ?status= it recognises', () => {
    const html = renderToStaticMarkup(
      <UtilityForm
        state={{ id: 'email-forward', input: {}, errors: {}, success: FORMS['email-forward'].successMessage }}
        action="/email/forward/"
      />,
    );
    expect(html).toContain(`<p class="form-success" role="status">${FORMS['email-forward'].successMessage}</p>`);
  });

  it('keeps the chosen option selected', () => {
    const html = renderToStaticMarkup(
      <UtilityForm state={{ id: 'do-not-sell', input: { request: 'share' }, errors: {} }} action="/x/" />,
    );
    expect(html).toContain('<option value="share" selected="">');
  });
});
