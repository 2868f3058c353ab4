import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

/** True when the module's directive prologue contains 'use client'. */
export function hasUseClientDirective(source: string): boolean {
  if (!source.includes('use client')) return false;
  const file = ts.createSourceFile('m.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  for (const statement of file.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) return false;
    if (statement.expression.text === 'use client') return true;
  }
  return false;
}

/** Every TypeScript source file below `dir`, tests excluded. */
export function listSources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSources(path));
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) out.push(path);
  }
  return out.sort();
}

/** The 'use client' modules below `dir` (absolute paths, sorted for stable builds). */
export function findClientModules(dir: string): string[] {
  return listSources(dir).filter((file) => hasUseClientDirective(readFileSync(file, 'utf8')));
}

/** Names a module exports (`default` included), read from its TypeScript source. */
export function exportedNames(source: string): string[] {
  const file = ts.createSourceFile('m.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names = new Set<string>();
  for (const statement of file.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    const exported = modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
    const isDefault = modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) ?? false;
    if (exported && isDefault) names.add('default');
    else if (exported && (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      names.add(statement.name.text);
    } else if (exported && ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        if (ts.isIdentifier(decl.name)) names.add(decl.name.text);
      }
    } else if (ts.isExportAssignment(statement)) {
      names.add('default');
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const spec of statement.exportClause.elements) if (!spec.isTypeOnly) names.add(spec.name.text);
    }
  }
  return [...names];
}
