/** The label over a sponsored (branded) article's headline (decision 118). */

/** Spec 000 §2 names this content "Sponsored". */
export const SPONSORED_LABEL = 'Sponsored';
/** Ours: says who paid, in the reader's words. */
export const SPONSORED_NOTE = 'This story was paid for by an advertiser.';

export function SponsoredLabel() {
  return (
    <p className="sponsored-label">
      <strong className="sponsored-label__tag">{SPONSORED_LABEL}</strong>{' '}
      <span className="sponsored-label__note">{SPONSORED_NOTE}</span>
    </p>
  );
}
