/**
 * Structured data as search engines read it: the JSON-LD blocks of a page (or nodes a unit test
 * made) extracted by @marbec/web-auto-extractor and checked by @adobe/structured-data-validator,
 * a maintained validator of Google's rich-result rules (required and recommended properties of
 * BreadcrumbList, ListItem, Product, Offer, Review, Rating...). Issues come back as errors and
 * warnings; a page passes with none of either.
 *
 * Two settings: Products are checked by Google's product-snippet rules only, not its merchant-
 * listing rules (offers, GTIN, colour, size... required or recommended), which are for pages where
 * the product is bought; our product pages are editorial reviews (docs/decisions/120). And the
 * schema.org vocabulary check of the same package needs the vocabulary file from schema.org, which
 * this network cannot fetch.
 */
// @ts-expect-error the package ships no types
import Validator from '@adobe/structured-data-validator';
// @ts-expect-error the package ships no types
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { jsonForScript } from '../../rsc/escapeJson';

export interface StructuredDataIssue {
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  path?: unknown;
}

interface Extracted {
  jsonld: Record<string, unknown[]>;
}

/** The types found in the page's JSON-LD, and every issue the validator raises. */
export async function validateHtml(html: string): Promise<{ types: string[]; issues: StructuredDataIssue[] }> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(
    html,
  ) as Extracted;
  const validator = new Validator() as {
    registeredHandlers: Record<string, unknown[]>;
    validate(data: unknown): Promise<unknown>;
  };
  validator.registeredHandlers.Product = validator.registeredHandlers.Product!.slice(0, 1);
  const issues = (await validator.validate(extracted)) as StructuredDataIssue[];
  return { types: Object.keys(extracted.jsonld), issues };
}

/** The same for nodes a unit test made: inlined as the page inlines them. */
export function validateJsonLd(nodes: unknown): Promise<{ types: string[]; issues: StructuredDataIssue[] }> {
  return validateHtml(
    `<!doctype html><html><head><script type="application/ld+json">${jsonForScript(nodes)}</script></head><body></body></html>`,
  );
}

/** Issues as short lines, for a readable failure. */
export function issueLines(issues: readonly StructuredDataIssue[]): string[] {
  return issues.map((issue) => `${issue.severity}: ${issue.issueMessage}`);
}
