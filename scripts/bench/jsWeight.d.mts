/** Types of jsWeight.mjs for the TypeScript suite (test/e2e/js-budget.spec.ts). */
import type { BrowserContext } from '@playwright/test';

export interface ScriptFile {
  url: string;
  bytes: number;
  gzip: number;
}

export interface ScriptWeight {
  files: ScriptFile[];
  bytes: number;
  gzip: number;
  /** The consent-gated Web Vitals chunk, counted apart from the page's budget (decision 115). */
  fieldDataGzip: number;
}

export const JS_BUDGET_GZIP_BYTES: { article: number; other: number; fieldData: number };
export const JS_WEIGHT_PAGE_TYPES: readonly string[];
export const ALL_CONSENT: string;
export function isArticleType(name: string): boolean;
export function budgetFor(name: string): number;
export function measureScripts(context: BrowserContext, url: string): Promise<ScriptWeight>;
export function grantAllConsent(context: BrowserContext, baseUrl: string): Promise<void>;
