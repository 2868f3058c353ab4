import type { StaticSection } from '../../../shared/pages/staticPages';

/** The text of a static page (shared/pages/staticPages.ts): one section per heading. */
export function StaticSections({ sections }: { sections: readonly StaticSection[] }) {
  return (
    <div className="static-page">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
