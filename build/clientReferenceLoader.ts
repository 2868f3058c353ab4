/**
 * webpack loader for the `rsc` compilation: a 'use client' module is replaced by client
 * references, so its code never runs on the server-component side. The id is the module's
 * file URL, which is the key react-server-dom-webpack's plugin writes into the client manifest.
 */
import { pathToFileURL } from 'node:url';
import { exportedNames, hasUseClientDirective } from './useClient';

interface LoaderContext {
  resourcePath: string;
}

export default function clientReferenceLoader(this: LoaderContext, source: string): string {
  if (!hasUseClientDirective(source)) return source;
  const id = JSON.stringify(pathToFileURL(this.resourcePath).href);
  const lines = [`import { registerClientReference } from 'react-server-dom-webpack/server';`];
  for (const name of exportedNames(source)) {
    const message = JSON.stringify(
      `${name} from ${this.resourcePath} is a client component: it cannot be called on the server.`,
    );
    const reference = `registerClientReference(function () { throw new Error(${message}); }, ${id}, ${JSON.stringify(name)})`;
    lines.push(name === 'default' ? `export default ${reference};` : `export const ${name} = ${reference};`);
  }
  return lines.join('\n');
}
