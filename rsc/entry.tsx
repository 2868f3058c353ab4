/**
 * The rsc bundle's entry: turns a page request from the server into a flight stream, written by
 * Neutron's flight writer (decision 091) or, for what it cannot write or with
 * `FLIGHT_WRITER=react`, by React's server. Errors inside the tree are logged; a failing secondary section is left out by its own
 * component, so only the shell can fail a render.
 */
import { renderToPipeableStream } from 'react-server-dom-webpack/server';
import type { ClientManifest } from 'react-server-dom-webpack/server';
import type { PageRequest, PipeableFlight, RscServices } from '../shared/render/contract';
import { PageView } from './PageView';
import { writeFlight } from './flight/writeFlight';

export function renderFlight(
  request: PageRequest,
  services: RscServices,
  clientManifest: ClientManifest,
): PipeableFlight {
  const onError = (error: unknown) => {
    request.onRenderError?.(error);
    services.log.error('server component error', {
      requestId: request.requestId,
      err: error instanceof Error ? error.message : String(error),
    });
  };
  const react = () =>
    renderToPipeableStream(<PageView request={request} services={services} />, clientManifest, { onError });
  if (services.flightWriter === 'react') return react();
  // Neutron's writer (decision 091); React's server writes what it cannot, from the start.
  return writeFlight(<PageView request={request} services={services} />, {
    manifest: clientManifest,
    onError,
    fallback: (reason) => {
      services.log.warn('flight writer left the page to React', { requestId: request.requestId, reason });
      return react();
    },
  });
}
