'use client';
/**
 * Address suggestions for the internet plans lookup (decision 077): as the reader types, asks
 * our own origin (AUTOCOMPLETE_PATH, which calls the Geo autocomplete) and fills the input's
 * <datalist>. Renders nothing; without it the form still works. Starts on idle.
 */
import { useEffect } from 'react';
import { AUTOCOMPLETE_MIN_LENGTH, AUTOCOMPLETE_PATH } from '../../shared/forms/geo';

const DEBOUNCE_MS = 250;

export function AddressAutocomplete({ inputId, listId }: { inputId: string; listId: string }) {
  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    const list = document.getElementById(listId);
    if (!input || !list) return undefined;
    let timer: number | undefined;
    let controller: AbortController | undefined;
    const suggest = async () => {
      const text = input.value.trim();
      if (text.length < AUTOCOMPLETE_MIN_LENGTH) return;
      controller?.abort();
      controller = new AbortController();
      try {
        const res = await fetch(`${AUTOCOMPLETE_PATH}?q=${encodeURIComponent(text)}`, { signal: controller.signal });
        if (!res.ok) return;
        const { suggestions } = (await res.json()) as { suggestions: Array<{ text: string }> };
        list.replaceChildren(
          ...suggestions.map((s) => Object.assign(document.createElement('option'), { value: s.text })),
        );
      } catch {
        // Suggestions are a convenience: the form works without them.
      }
    };
    const onInput = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void suggest(), DEBOUNCE_MS);
    };
    input.addEventListener('input', onInput);
    return () => {
      input.removeEventListener('input', onInput);
      window.clearTimeout(timer);
      controller?.abort();
    };
  }, [inputId, listId]);
  return null;
}
