/**
 * The jsDebug toolbar (spec 000 §2, 001 §2): what the server decided for this request — route
 * name and params, middleware timings, A/B state, flags, device. A <details> element, so it
 * works without JavaScript; its client part (client/debug/DebugPanel.tsx) adds what only the
 * browser knows once the page is idle.
 */
import { DebugPanel } from '../../client/debug/DebugPanel';
import type { PageRequest } from '../../shared/render/contract';

export function DebugToolbar({ request }: { request: PageRequest }) {
  const { state, match } = request;
  const rows: Array<[string, string]> = [
    ['route', match?.routeName ?? '(no route)'],
    ['params', JSON.stringify(match?.params ?? {})],
    ['layout', match?.meta.layout ?? 'default'],
    ['status', String(request.status)],
    ['device', state.device],
    ['A/B', state.ab.length > 0 ? state.ab.map((t) => `${t.id}:${t.version}:${t.bucket}`).join(', ') : '(none)'],
    ['ad plugin', state.adPluginDisabled ? 'disabled' : 'enabled'],
    ['signed in', state.auth.loggedIn ? `yes (${state.auth.user?.sub ?? ''})` : 'no'],
    ['registered', state.registered ? 'yes' : 'no'],
    [
      'flags',
      Object.entries(state.flags)
        .map(([name, on]) => `${name}=${on ? 'on' : 'off'}`)
        .join(', '),
    ],
    ['middleware', (request.debugInfo?.middleware ?? []).map(({ name, ms }) => `${name} ${ms} ms`).join(', ')],
    ['request id', request.requestId],
  ];
  return (
    <details className="debug-toolbar" open>
      <summary>Debug</summary>
      <dl>
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DebugPanel serverDevice={state.device} />
    </details>
  );
}
