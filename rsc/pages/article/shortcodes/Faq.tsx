import { fragmentHtml, fragmentText } from '../../../../shared/body/fragmentHtml';
import type { ShortcodeData } from '../../../../shared/body/shortcodeData';
import { faqJsonLdEntries } from '../../../../shared/body/shortcodeData';
import { jsonForScript } from '../../../../shared/escapeJson';
import { RawHtml } from '../../../components/RawHtml';
import type { ShortcodeContext } from './types';

/** FAQ entries, with FAQPage structured data from the entries whose heading ends in '?'. */
export function Faq({ data, context }: { data: ShortcodeData<'faq'>; context: ShortcodeContext }) {
  const options = { isInternalHref: (href: string) => context.linkRel(href) === undefined, linkRel: context.linkRel, rewriteHref: context.rewriteHref };
  const structured = faqJsonLdEntries(data.items);
  const jsonLd = structured.length > 0
    ? {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: structured.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: fragmentText(item.answer) } })),
      }
    : undefined;
  return (
    <section className="shortcode shortcode--faq" aria-label="FAQ">
      <h2>FAQ</h2>
      {data.items.map((item, index) => (
        <details key={index} open>
          <summary>{item.question}</summary>
          <RawHtml as="div" html={fragmentHtml(item.answer, options)} />
        </details>
      ))}
      {jsonLd ? <RawHtml as="script" type="application/ld+json" html={jsonForScript(jsonLd)} /> : null}
    </section>
  );
}
