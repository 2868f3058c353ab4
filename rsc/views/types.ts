/** A page kind's view: what goes into the document for its primary data. */
import type { ReactNode } from 'react';
import type { PageRequest, PrimaryData, RscServices } from '../../shared/render/contract';
import type { HeadData } from '../../shared/render/head';
import type { PageSiteState } from '../render/siteState';

export interface PageParts {
  head: HeadData;
  body: ReactNode;
  /** Structured data, already escaped for inlining (rsc/escapeJson). */
  jsonLd?: string;
  /** The page's part of the site state (000 §3); pages without one have the defaults. */
  site?: PageSiteState;
}

export interface ViewContext {
  request: PageRequest;
  services: RscServices;
  /** The request path without the query. */
  path: string;
  origin: string;
}

export type PageView<K extends PrimaryData['kind']> = (
  primary: Extract<PrimaryData, { kind: K }>,
  context: ViewContext,
) => PageParts;
