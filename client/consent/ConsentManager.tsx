'use client';
/**
 * The consent manager (spec 001 §3 "Privacy categories", 000 §6): when the reader has not
 * decided yet, a banner fixed to the bottom of the viewport offers Accept all, Reject all and
 * Customise (one checkbox per category; C0001 strictly necessary shown checked and disabled).
 * The choice is stored by saveConsent, which tells every consent-gated island and the script
 * loader at once. The footer's "Privacy settings" control opens the same panel again.
 *
 * Hydrates now. It renders nothing on the server and nothing until it has read the cookie in the
 * browser: a returning reader never sees a flash of the banner, a reader without JavaScript gets
 * none (and no third-party script either), and as an overlay it never shifts the page (the room
 * it reserves is added below the page's end).
 */
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { CONSENT_CATEGORY_IDS, CRITICAL_CATEGORY } from '../../shared/scripts/consentCategories';
import type { ConsentCategory } from '../../shared/scripts/consentCategories';
import { whenMoment } from '../runtime/when';
import { CATEGORY_LABELS } from './categoryLabels';
import { readConsent, saveConsent } from './consent';
import { onOpenPrivacySettings } from './privacySettings';

interface Panel {
  /** Opened from "Privacy settings" (the reader had decided before) rather than on arrival. */
  reopened: boolean;
  customising: boolean;
  selected: ConsentCategory[];
  opener: HTMLElement | null;
}

export function ConsentManager() {
  const [panel, setPanel] = useState<Panel | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const id = useId();

  useEffect(
    () =>
      whenMoment('now', () => {
        const choice = readConsent();
        // A transition: the banner's first render yields to the browser like hydration does,
        // instead of one synchronous render at the end of hydration's effects.
        if (!choice.decided)
          startTransition(() =>
            setPanel({ reopened: false, customising: false, selected: choice.granted, opener: null }),
          );
      }),
    [],
  );

  useEffect(
    () =>
      onOpenPrivacySettings((opener) => {
        const choice = readConsent();
        setPanel({ reopened: choice.decided, customising: true, selected: choice.granted, opener });
      }),
    [],
  );

  // Opened on request, focus moves into the panel (arriving readers keep their place); after
  // Customise, which replaces its own button, it moves to the first choice.
  const opener = panel?.opener;
  const customising = panel?.customising ?? false;
  useEffect(() => {
    if (opener) headingRef.current?.focus();
    else if (customising) firstChoiceRef.current?.focus();
  }, [opener, customising]);

  // While open, the page gets room below its end as tall as the panel, so a reader (or a test)
  // can still scroll the last of the page above it. Padding at the end moves nothing already shown.
  const open = panel !== null;
  useEffect(() => {
    const section = sectionRef.current;
    if (!open || !section || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${section.offsetHeight}px`;
    });
    observer.observe(section);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [open]);

  if (!panel) return null;

  const close = (choice: readonly ConsentCategory[] | null) => {
    if (choice) saveConsent(choice);
    setPanel(null);
    if (panel.opener?.isConnected) panel.opener.focus();
  };
  const toggle = (category: ConsentCategory, on: boolean) =>
    setPanel({ ...panel, selected: on ? [...panel.selected, category] : panel.selected.filter((c) => c !== category) });
  const onKeyDown = (event: KeyboardEvent) => {
    // Escape leaves an earlier choice as it was; an undecided reader must choose.
    if (event.key === 'Escape' && panel.reopened) close(null);
  };

  const titleId = `${id}-title`;
  return (
    <section className="consent" aria-labelledby={titleId} onKeyDown={onKeyDown} ref={sectionRef}>
      <div className="consent__inner">
        <h2 className="consent__title" id={titleId} tabIndex={-1} ref={headingRef}>
          Your privacy choices
        </h2>
        {/* Two short paragraphs, not one block: the banner comes after the scripts, and a block larger
            than the page's own largest text would make the page's largest paint wait for them. */}
        <p className="consent__text">
          We and our partners use scripts to measure visits, show recommended stories and show ads.
        </p>
        <p className="consent__text">
          Choose what you allow; you can change it at any time under “Privacy settings” at the bottom of every page.
          {panel.reopened ? ' Scripts that already ran stay until you leave or reload the page.' : null}
        </p>
        {panel.customising ? (
          <fieldset className="consent__categories">
            <legend>Categories</legend>
            {CONSENT_CATEGORY_IDS.map((category) => {
              const critical = category === CRITICAL_CATEGORY;
              const inputId = `${id}-${category}`;
              return (
                <div className="consent__category" key={category}>
                  <input
                    type="checkbox"
                    id={inputId}
                    name={category}
                    checked={critical || panel.selected.includes(category)}
                    disabled={critical}
                    ref={category === CONSENT_CATEGORY_IDS[1] ? firstChoiceRef : undefined}
                    aria-describedby={`${inputId}-text`}
                    onChange={(event) => toggle(category, event.target.checked)}
                  />
                  <label htmlFor={inputId}>{CATEGORY_LABELS[category].name}</label>
                  <span className="consent__hint" id={`${inputId}-text`}>
                    {CATEGORY_LABELS[category].description}
                  </span>
                </div>
              );
            })}
          </fieldset>
        ) : null}
        <div className="consent__actions">
          <button type="button" onClick={() => close(CONSENT_CATEGORY_IDS)}>
            Accept all
          </button>
          <button type="button" onClick={() => close([])}>
            Reject all
          </button>
          {panel.customising ? (
            <button type="button" onClick={() => close(panel.selected)}>
              Save choices
            </button>
          ) : (
            <button type="button" onClick={() => setPanel({ ...panel, customising: true })}>
              Customise
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
