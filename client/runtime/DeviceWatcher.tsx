'use client';
/**
 * Device watcher (spec 001 §4, §9): the device is recomputed from the viewport width on resize,
 * debounced by 200 ms, and stored in the device cookie (max age 604800 s) so the next page is
 * rendered for it. Hydrates immediately; renders nothing.
 */
import { useEffect } from 'react';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, deviceForWidth, parseDevice } from '../../shared/device/device';

/** Spec 001 §9: resize debounce 200 ms. */
export const RESIZE_DEBOUNCE_MS = 200;

function cookieDevice(): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${DEVICE_COOKIE}=([^;]*)`));
  return match ? parseDevice(decodeURIComponent(match[1] ?? '')) : undefined;
}

export function DeviceWatcher() {
  useEffect(() => {
    const update = () => {
      const device = deviceForWidth(window.innerWidth);
      if (cookieDevice() === device) return;
      document.cookie = `${DEVICE_COOKIE}=${device}; Path=/; SameSite=Lax; Secure; Max-Age=${DEVICE_COOKIE_MAX_AGE}`;
    };
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(update, RESIZE_DEBOUNCE_MS);
    };
    update();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);
  return null;
}
