'use client';
/**
 * The footer's "Privacy settings" control: reopens the consent manager so the reader can change
 * the choice at any time. Hydrates now. It is rendered by the server (so the footer never shifts)
 * but stays disabled until the page has hydrated: without JavaScript there is nothing to set, as
 * no third-party script runs at all.
 */
import { useEffect, useState } from 'react';
import { openPrivacySettings } from './privacySettings';

export const PRIVACY_SETTINGS_LABEL = 'Privacy settings';

export function PrivacySettingsButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button
      type="button"
      className="privacy-settings"
      disabled={!ready}
      onClick={(event) => openPrivacySettings(event.currentTarget)}
    >
      {PRIVACY_SETTINGS_LABEL}
    </button>
  );
}
