/**
 * The HTML document every page renders into: head (title, meta, canonical, social tags, the
 * site stylesheet, JSON-LD), the loading bar, header and footer, and the page.
 */
import type { ReactNode } from 'react';
import { preconnect, preload } from 'react-dom';
import { ConsentManager } from '../../client/consent/ConsentManager';
import { LoadingBar } from '../../client/loading/LoadingBar';
import { DeviceWatcher } from '../../client/runtime/DeviceWatcher';
import { OnlineStatus } from '../../client/runtime/OnlineStatus';
import type { HeadData } from '../../shared/render/head';
import { currentSplices, RawHtml } from '../components/RawHtml';
import { headHtmlOf, headTagsOf } from '../../shared/render/headTags';

interface DocumentProps {
  head: HeadData;
  stylesheets: readonly string[];
  /** The web font files the first screen sets: preloaded, so that they are in before the first paint on most networks (decision 025). */
  fontPreloads: readonly string[];
  /** The site icon's URL. */
  icon: string;
  /** Origins the page will fetch from early (the image hosts): connections opened while the head is read. */
  preconnects: readonly string[];
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  /** Structured data, already escaped for inlining (rsc/escapeJson). */
  jsonLd?: string;
  /** data-* attributes on <body> (layout, device, auth state) for styling, tests and tracking. */
  bodyData: Record<string, string | undefined>;
}

export function Document({
  head,
  stylesheets,
  fontPreloads,
  icon,
  preconnects,
  header,
  footer,
  children,
  jsonLd,
  bodyData,
}: DocumentProps) {
  // An HTML page writes its metadata beside React, at the end of the head; an RSC payload
  // carries it as elements (shared/render/headTags.ts, decision 025).
  const splices = currentSplices();
  splices?.head(headHtmlOf(head, jsonLd));
  const metaElements = splices
    ? null
    : headTagsOf(head).map(({ tag: Tag, key, attributes }) => <Tag key={key} {...attributes} />);
  // The hero image's host gets its connection while the head is read, not when the body names it.
  for (const origin of preconnects) preconnect(origin);
  // The fonts of the first screen (swap over metric-matched fallbacks): React writes font
  // preloads at the top of the head, ahead of the stylesheet that names them.
  for (const href of fontPreloads) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
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
      <body {...dataAttributes(bodyData)}>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <LoadingBar />
        <DeviceWatcher />
        <OnlineStatus />
        {header}
        <main id="main" className="page">
          {children}
        </main>
        {footer}
        {footer ? <ConsentManager /> : null}
      </body>
    </html>
  );
}

/** `data-*` attributes from their values, the undefined ones left out. */
function dataAttributes(values: Record<string, string | undefined>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const key in values) {
    const value = values[key];
    if (value !== undefined) attributes[`data-${key}`] = value;
  }
  return attributes;
}
