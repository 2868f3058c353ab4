import type { StaticSection } from '../staticPages';

/** The anchor of a section: its heading in lower case, words joined by hyphens ("How we test" → "how-we-test"). */
export function sectionAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The text of a static page (rsc/pages/staticPages.ts): "On this page" (links to each
 * section, as long policy pages have), then one section per heading.
 */
export function StaticSections({ sections }: { sections: readonly StaticSection[] }) {
  return (
    <div className="static-page">
      {sections.length > 2 ? (
        <nav className="toc" aria-label="On this page">
          <p className="toc__title">On this page</p>
          <ul>
            {sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${sectionAnchor(section.heading)}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 id={sectionAnchor(section.heading)}>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
