/**
 * A body as the reader gets it: its HTML runs, its shortcodes as components, and (when the page
 * shows ads) the in-article ad slots planned between them (rsc/ads/bodySlots.ts). Shared by
 * article bodies and rich text (reviews, live items).
 */
import type { BodyPiece } from '../../ads/bodySlots';
import { AdSlot } from '../../components/ads/AdSlot';
import { RawHtml } from '../../components/RawHtml';
import type { PageAds } from '../../components/ads/pageAds';
import { Shortcode } from './Shortcode';
import type { ShortcodeContext } from './shortcodes/types';

interface BodyPiecesProps {
  pieces: readonly BodyPiece[];
  ads?: PageAds | null;
  context: ShortcodeContext;
  onBadShortcode: (name: string, error: string) => void;
}

export function BodyPieces({ pieces, ads, context, onBadShortcode }: BodyPiecesProps) {
  return pieces.map((piece, index) =>
    piece.kind === 'slot' ? (
      ads ? (
        <AdSlot key={index} ads={ads} placed={piece.placed} />
      ) : null
    ) : piece.segment.type === 'html' ? (
      <RawHtml as="div" key={index} className="body-html" html={piece.segment.html} />
    ) : (
      <Shortcode
        key={index}
        name={piece.segment.name}
        data={piece.segment.data}
        context={context}
        onBad={onBadShortcode}
      />
    ),
  );
}
