/**
 * Shortcodes embedded in bodies, rendered as components: listicles, commerce links, buy
 * buttons, video, gallery, FAQ (with FAQPage structured data), tweets, related links, charts
 * and review cards. Malformed JSON or data of the wrong shape is logged and ignored
 * (spec 001 §5).
 */
import { parseShortcode } from '../../body/shortcodeData';
import { BuyButton } from './shortcodes/BuyButton';
import { Chart } from './shortcodes/Chart';
import { CommerceLink } from './shortcodes/CommerceLink';
import { Faq } from './shortcodes/Faq';
import { GalleryEmbed } from './shortcodes/GalleryEmbed';
import { ListicleEntry } from './shortcodes/ListicleEntry';
import { RelatedLinks } from './shortcodes/RelatedLinks';
import { ReviewCard } from './shortcodes/ReviewCard';
import { Tweet } from './shortcodes/Tweet';
import type { ShortcodeContext } from './shortcodes/types';
import { VideoEmbed } from './shortcodes/VideoEmbed';

interface ShortcodeProps {
  name: string;
  data: string;
  context: ShortcodeContext;
  onBad: (name: string, error: string) => void;
}

export function Shortcode({ name, data, context, onBad }: ShortcodeProps) {
  const parsed = parseShortcode(name, data);
  if ('error' in parsed) {
    onBad(name, parsed.error);
    return null;
  }
  switch (parsed.name) {
    case 'listicle': {
      const listicle = context.listicles.find((entry) => entry.uuid === parsed.data.uuid);
      if (!listicle) {
        onBad(name, `no listicle ${parsed.data.uuid}`);
        return null;
      }
      return <ListicleEntry listicle={listicle} context={context} />;
    }
    case 'commerce':
      return <CommerceLink data={parsed.data} context={context} />;
    case 'buybutton': {
      const label = parsed.data.label ?? parsed.data.productName;
      return label ? (
        <BuyButton url={parsed.data.url} label={label} price={parsed.data.price} context={context} />
      ) : null;
    }
    case 'video':
      return <VideoEmbed data={parsed.data} embed={context.videoEmbed} />;
    case 'gallery':
      return <GalleryEmbed data={parsed.data} context={context} />;
    case 'faq':
      return <Faq data={parsed.data} context={context} />;
    case 'tweet':
      return <Tweet data={parsed.data} context={context} />;
    case 'relatedlinks':
      return <RelatedLinks data={parsed.data} context={context} />;
    case 'chart':
      return <Chart data={parsed.data} />;
    case 'review':
      return <ReviewCard data={parsed.data} context={context} />;
  }
}
