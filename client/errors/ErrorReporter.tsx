'use client';
/**
 * Connects the page's error monitor (client/errors/errorReporter.ts) to the collection service
 * once the page is idle: errors recorded until then are sent, and every later one as it happens,
 * each as a `clientError` event (performance consent required). Renders nothing.
 */
import { useEffect } from 'react';
import { CLIENT_ERROR_EVENT } from '../runtime/errorMonitor';
import { whenMoment } from '../runtime/when';
import { sendTrackingEvent } from '../tracking/collect';
import { setClientErrorSender } from './errorReporter';

export function ErrorReporter({ collectUrl }: { collectUrl: string }) {
  useEffect(
    () =>
      whenMoment('idle', () =>
        setClientErrorSender((record) => {
          sendTrackingEvent(collectUrl, {
            event: CLIENT_ERROR_EVENT,
            fields: {
              kind: record.kind,
              message: record.message,
              stack: record.stack,
              page: record.page,
              count: record.count,
              ...record.detail,
            },
          });
        }),
      ),
    [collectUrl],
  );
  return null;
}
