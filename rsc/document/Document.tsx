/**
 * The HTML document every page renders into: head (title, meta, canonical, social tags, the
 * site stylesheet, JSON-LD), the loading bar, header and footer, and the page.
 */
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { ConsentManager } from '../../client/consent/ConsentManager';
import { LoadingBar } from '../../client/loading/LoadingBar';
import { DeviceWatcher } from '../../client/runtime/DeviceWatcher';
import { OnlineStatus } from '../../client/runtime/OnlineStatus';
import type { HeadData } from '../../shared/render/head';
import { currentSplices, RawHtml } from '../components/RawHtml';
import { headTagsHtml, pageMetaTags } from '../../shared/render/headTags';

/** The fonts every page preloads (webpack.config.ts defines them from build/stylesheet.ts; absent outside a build). */
declare const __NEUTRON_FONT_PRELOADS__: readonly string[] | undefined;
const FONT_PRELOADS: readonly string[] = typeof __NEUTRON_FONT_PRELOADS__ === 'undefined' ? [] : __NEUTRON_FONT_PRELOADS__;

interface DocumentProps {
  head: HeadData;
  stylesheets: readonly string[];
  /** The site icon's URL. */
  icon: string;
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  /** Structured data, already escaped for inlining (shared/escapeJson). */
  jsonLd?: string;
  /** data-* attributes on <body> (layout, device, auth state) for styling, tests and tracking. */
  bodyData: Record<string, string | undefined>;
}

export function Document({ head, stylesheets, icon, header, footer, children, jsonLd, bodyData }: DocumentProps) {
  const tags = pageMetaTags(head);
  // An HTML page writes its metadata beside React, at the end of the head; an RSC payload
  // carries it as elements (shared/render/headTags.ts, decision 025).
  const splices = currentSplices();
  splices?.head(headTagsHtml(tags, jsonLd));
  const metaElements = splices ? null : tags.map(({ tag: Tag, key, attributes }) => <Tag key={key} {...attributes} />);
  // React puts these at the top of <head>, before the stylesheet that names the fonts.
  for (const href of FONT_PRELOADS) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <link rel="icon" href={icon} type="image/svg+xml" />
        {metaElements}
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* A data block, never executed: CSP does not apply, so it carries no nonce. */}
        {jsonLd && !splices ? <RawHtml as="script" type="application/ld+json" html={jsonLd} /> : null}
      </head>
      <body {...Object.fromEntries(Object.entries(bodyData).map(([key, value]) => [`data-${key}`, value]))}>
        <a className="skip" href="#main">Skip to content</a>
        <LoadingBar />
        <DeviceWatcher />
        <OnlineStatus />
        {header}
        <main id="main" className="page">{children}</main>
        {footer}
        {footer ? <ConsentManager /> : null}
      </body>
    </html>
  );
}
