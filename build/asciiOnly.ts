/**
 * Server bundles written in ASCII only (docs/operations.md, "Memory").
 *
 * V8 keeps the source of every script it has compiled, as one string: a string with a single
 * character above U+00FF takes two bytes per character for all of it. Our bundles carry a few
 * hundred such characters (typographic quotes, dashes and § in the spec's messages and
 * comments), so the 5.4 MB server bundle and the 1.3 MB rsc bundle held 13.3 MB of the heap
 * instead of 6.7 MB. Every such character is written as a `\uXXXX` escape instead, which means
 * the same thing in a string, a template, a regular expression, an identifier or a comment.
 *
 * Two places where it would not, refused at build time rather than changed silently: a tagged
 * template (the tag sees the raw text, escape included) and a raw U+2028/U+2029 (a line
 * terminator, so inside a comment its escape would change where the comment ends).
 */
import { parse } from 'acorn';
import type { Node, TaggedTemplateExpression, TemplateElement } from 'acorn';
import type { Compiler } from 'webpack';

const NON_ASCII = /[^\x00-\x7f]/;

/** The source with every UTF-16 code unit above U+007F written as a `\uXXXX` escape. */
export function asciiOnly(source: string, name = 'bundle'): string {
  if (!NON_ASCII.test(source)) return source;
  if (/[\u2028\u2029]/.test(source))
    throw new Error(`${name}: a raw U+2028/U+2029 cannot be escaped safely (write it as \\u2028 in the source)`);
  const tagged = taggedTemplatesWithNonAscii(source);
  if (tagged.length > 0)
    throw new Error(
      `${name}: a tagged template holds non-ASCII text, whose escape its tag would see (at ${tagged.join(', ')}): write the character as an escape in the source`,
    );
  return source.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Offsets of the tagged templates whose text holds a non-ASCII character. */
function taggedTemplatesWithNonAscii(source: string): number[] {
  const found: number[] = [];
  const visit = (node: Node): void => {
    if (node.type === 'TaggedTemplateExpression') {
      const quasis: TemplateElement[] = (node as TaggedTemplateExpression).quasi.quasis;
      if (quasis.some((quasi) => NON_ASCII.test(quasi.value.raw))) found.push(node.start);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const child of value)
          if (child && typeof child === 'object' && typeof (child as Node).type === 'string') visit(child as Node);
      } else if (value && typeof value === 'object' && typeof (value as Node).type === 'string') visit(value as Node);
    }
  };
  visit(parse(source, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true }));
  return found;
}

/** Rewrites the compilation's `.cjs` assets with `asciiOnly`. */
export class AsciiOnlyPlugin {
  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('AsciiOnlyPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AsciiOnlyPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.cjs')) continue;
            const source = String(assets[name]!.source());
            const ascii = asciiOnly(source, name);
            if (ascii !== source) compilation.updateAsset(name, new webpack.sources.RawSource(ascii));
          }
        },
      );
    });
  }
}
