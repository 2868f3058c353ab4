'use client';
/**
 * Online and offline status (spec 000 §8 "Offline and online status is tracked"; decision 078):
 * follows the browser's online/offline events, marks the document (`data-online`) and tells the
 * reader while the connection is gone. Renders nothing while online. Starts at once.
 */
import { useEffect, useState } from 'react';

export const OFFLINE_MESSAGE =
  'You are offline. What is on this page stays readable; links and updates will work again when your connection is back.';

export function OnlineStatus() {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => {
      setOnline(navigator.onLine);
      document.documentElement.dataset.online = String(navigator.onLine);
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online ? null : (
    <p className="offline-notice" role="status">
      {OFFLINE_MESSAGE}
    </p>
  );
}
