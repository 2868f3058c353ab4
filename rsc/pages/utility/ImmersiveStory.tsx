/**
 * /84-days/ (spec 000 §2 "sponsored immersive", layout ceros): a full-width sponsored story in
 * chapters, clearly labelled as paid content. The story itself is a fixed text of ours.
 */
import { IMMERSIVE_CHAPTERS, SPONSOR_LABEL } from '../../../shared/node/forms/utilityPages';

export function ImmersiveStory() {
  return (
    <article className="immersive">
      <p className="sponsor-label">{SPONSOR_LABEL}</p>
      <h1>84 Days</h1>
      <p className="immersive-dek">Twelve weeks, one home, and the technology that changed how a family lives.</p>
      {IMMERSIVE_CHAPTERS.map((chapter, index) => (
        <section key={chapter.heading} className="immersive-chapter" id={`chapter-${index + 1}`}>
          <h2>{chapter.heading}</h2>
          <p>{chapter.text}</p>
        </section>
      ))}
    </article>
  );
}
