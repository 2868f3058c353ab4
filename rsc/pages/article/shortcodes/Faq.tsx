import { fragmentHtml, fragmentText } from '../../../body/fragmentHtml';
import type { ShortcodeData } from '../../../body/shortcodeData';
import { faqJsonLdEntries } from '../../../body/shortcodeData';
import { jsonForScript } from '../../../escapeJson';
import { RawHtml } from '../../../components/RawHtml';
import type { ShortcodeContext } from './types';

/** FAQ entries, with FAQPage structured data from the entries whose heading ends in '?'. */
/**
 * The FAQPage structured data of an FAQ's entries, as script text; kept per parsed shortcode (a
 * shortcode text is parsed once and its data shared by every render: rsc/body/shortcodeData.ts).
 */
const jsonLdTexts = new WeakMap<ShortcodeData<'faq'>, string | null>();

function faqJsonLd(data: ShortcodeData<'faq'>): string | null {
  let text = jsonLdTexts.get(data);
  if (text === undefined) {
    const structured = faqJsonLdEntries(data.items);
    text =
      structured.length > 0
        ? jsonForScript({
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: structured.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: fragmentText(item.answer) },
            })),
          })
        : null;
    jsonLdTexts.set(data, text);
  }
  return text;
}

export function Faq({ data, context }: { data: ShortcodeData<'faq'>; context: ShortcodeContext }) {
  const links = { linkRel: context.linkRel, rewriteHref: context.rewriteHref };
  const jsonLd = faqJsonLd(data);
  return (
    <section className="shortcode shortcode--faq" aria-label="FAQ">
      <h2>FAQ</h2>
      {data.items.map((item, index) => (
        <details key={index} open>
          <summary>{item.question}</summary>
          <RawHtml as="div" html={fragmentHtml(item.answer, links)} />
        </details>
      ))}
      {jsonLd !== null ? <RawHtml as="script" type="application/ld+json" html={jsonLd} /> : null}
    </section>
  );
}
