'use client';
/**
 * Form tracking on utility pages (spec 001 §7 / 000 §7: "Form viewed, form submitted ... events
 * go to a tracking service"): formViewed when the form is first visible, formSubmitted when the
 * reader submits it. Only the form's id and name are sent, never what was typed. The island only
 * observes: the form posts to the server as it does without JavaScript, and a beacon survives
 * the page unloading. Starts: `now` (a submit listener and a visibility observer on the form
 * marked data-form-id); sends only with C0002 performance consent (client/tracking/collect.ts).
 */
import { useEffect } from 'react';
import { TRACKING_EVENTS } from '../../shared/tracking/constants';
import { sendTrackingEvent } from '../tracking/collect';

export const FORM_ID_ATTRIBUTE = 'data-form-id';

interface FormEventsProps {
  collectUrl: string;
  formId: string;
  formName: string;
  /** The page type the form is on (001 §2 page-type names). */
  pageType?: string;
}

export function FormEvents({ collectUrl, formId, formName, pageType }: FormEventsProps) {
  useEffect(() => {
    const form = Array.from(document.querySelectorAll<HTMLFormElement>(`form[${FORM_ID_ATTRIBUTE}]`)).find(
      (element) => element.getAttribute(FORM_ID_ATTRIBUTE) === formId,
    );
    if (!form) return;
    const fields = { formId, formName, pageType, url: location.pathname };
    const onSubmit = () => sendTrackingEvent(collectUrl, { event: TRACKING_EVENTS.formSubmitted, fields });
    form.addEventListener('submit', onSubmit);

    let observer: IntersectionObserver | undefined;
    const viewed = () => sendTrackingEvent(collectUrl, { event: TRACKING_EVENTS.formViewed, fields });
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        viewed();
      });
      observer.observe(form);
    } else {
      viewed();
    }
    return () => {
      form.removeEventListener('submit', onSubmit);
      observer?.disconnect();
    };
  }, [collectUrl, formId, formName, pageType]);

  return null;
}
