/**
 * The rsc bundle's entry: turns a page request from the server into a flight stream.
 * Errors inside the tree are logged; a failing secondary section is left out by its own
 * component, so only the shell can fail a render.
 */
import { renderToPipeableStream } from 'react-server-dom-webpack/server';
import type { ClientManifest } from 'react-server-dom-webpack/server';
import type { PageRequest, PipeableFlight, RscServices } from '../shared/render/contract';
import { PageView } from './PageView';

export function renderFlight(request: PageRequest, services: RscServices, clientManifest: ClientManifest): PipeableFlight {
  return renderToPipeableStream(<PageView request={request} services={services} />, clientManifest, {
    onError(error) {
      request.onRenderError?.(error);
      services.log.error('server component error', { requestId: request.requestId, err: error instanceof Error ? error.message : String(error) });
    },
  });
}
