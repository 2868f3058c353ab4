/**
 * The tracking of one view (spec 001 §3 "Tracking variables per content", §4 Tracking): computes
 * the view's tracking variables from the page's primary data and hands them, with the collection
 * service's address, to the client PageTracker island; on a utility page with a form it also
 * mounts the form events island. PageView mounts it for the page; a seamless article render
 * (request.seamless set) mounts it the same way and its view is then counted when the article
 * enters the viewport.
 */
import { ErrorReporter } from '../../../client/errors/ErrorReporter';
import { FormEvents } from '../../../client/forms/FormEvents';
import { PageTracker } from '../../../client/tracking/PageTracker';
import { isNewSignup } from '../../../shared/auth/authState';
import { FORMS } from '../../../shared/forms/fields';
import type { PageRequest, RscServices } from '../../../shared/render/contract';
import { TRACKING_ENVS } from '../../../shared/tracking/constants';
import { trackedContent } from '../../tracking/trackedContent';
import { trackingVariablesJson } from '../../tracking/variables';

interface ViewTrackingProps {
  request: PageRequest;
  services: RscServices;
  /** The view's document title (the page head's); the article's own title when not given. */
  title?: string;
}

export function ViewTracking({ request, services, title }: ViewTrackingProps) {
  const { primary, state, match } = request;
  const tracking = trackingVariablesJson({
    primary,
    routeName: match?.baseName ?? null,
    pageType: match?.meta.pageType ?? null,
    routeSection: match?.meta.section,
    brand: request.brand,
    edition: request.edition,
    device: state.device,
    ab: state.ab,
    env: services.development ? TRACKING_ENVS.development : TRACKING_ENVS.production,
  });
  const seamless = request.seamless !== undefined;
  const userId = state.auth.loggedIn ? state.auth.user?.sub : undefined;
  const newSignup = userId !== undefined && isNewSignup(state.auth.user);
  const form = primary.kind === 'utility' && !seamless ? primary.utility.form : undefined;
  const { collectUrl } = services.clientServices;
  return (
    <>
      <PageTracker
        collectUrl={collectUrl}
        fields={tracking.json}
        url={request.url}
        title={title ?? trackedContent(primary).title}
        seamless={seamless}
        markupKey={seamless ? 'seamless' : 'page'}
        errorPage={primary.kind === 'error'}
        // Absent values stay out of the payload (flight would send "$undefined").
        {...(userId === undefined ? {} : { userId })}
        {...(newSignup ? { newSignup } : {})}
      />
      {seamless ? null : <ErrorReporter collectUrl={collectUrl} />}
      {form ? (
        <FormEvents
          collectUrl={collectUrl}
          formId={form.id}
          formName={FORMS[form.id].title}
          pageType={tracking.pageType}
        />
      ) : null}
    </>
  );
}
