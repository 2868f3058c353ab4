'use client';
/**
 * Script loader island (spec 001 §3 "Scripts store and tags", §4): hands the site's script tags
 * (built here from the third-party host, shared/scripts/siteTags.ts, so the list never travels
 * in the page payload) and the page's enabled features (props from the server, so they survive
 * client navigation) to the page's one loader. Starts now — the tags' own timing triggers (immediate, queue, DOM content loaded,
 * window load, before unload, server render) and their consent categories decide when each one
 * actually loads. Renders nothing.
 */
import { useEffect } from 'react';
import { COMMERCE_PIXEL_FEATURE, COMMERCE_PIXEL_TAG_ID, siteScriptTags } from '../../shared/scripts/siteTags';
import { clientRulesHold } from './clientRules';
import { whenMoment } from '../runtime/when';
import { startPageScripts } from './pageScripts';

interface ScriptLoaderProps {
  /** ClientServices.thirdPartyUrl: where the site's consent-gated scripts load from. */
  thirdPartyUrl: string;
  features: Readonly<Record<string, boolean>>;
  /** The commerce pixel's query (site-section code, commerce type), when its server rule set holds. */
  pixelQuery?: string;
}

export function ScriptLoader({ thirdPartyUrl, features, pixelQuery }: ScriptLoaderProps) {
  // The tag list is built in the browser only: the island renders nothing, so the server's HTML
  // pass has no use for it (building it there cost every page a URL parse per tag).
  useEffect(() => {
    // A pixel whose rule set does not hold here is not registered at all (001 §9, decision 070).
    const pixel = features[COMMERCE_PIXEL_FEATURE] === true && clientRulesHold('commerce-pixel');
    const tags = siteScriptTags(thirdPartyUrl)
      .filter((tag) => tag.tagId !== COMMERCE_PIXEL_TAG_ID || pixel)
      .map((tag) =>
        tag.tagId === COMMERCE_PIXEL_TAG_ID && pixelQuery ? { ...tag, src: `${tag.src}?${pixelQuery}` } : tag,
      );
    return whenMoment('now', () => startPageScripts(tags, features));
  }, [thirdPartyUrl, features, pixelQuery]);
  return null;
}
