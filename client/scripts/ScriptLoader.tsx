'use client';
/**
 * Script loader island (spec 001 §3 "Scripts store and tags", §4): hands the page's script tags
 * and enabled features (props from the server, so they survive client navigation) to the page's
 * one loader. Starts now — the tags' own timing triggers (immediate, queue, DOM content loaded,
 * window load, before unload, server render) and their consent categories decide when each one
 * actually loads. Renders nothing.
 */
import { useEffect } from 'react';
import type { ScriptTag } from '../../shared/scripts/tag';
import { whenMoment } from '../runtime/when';
import { startPageScripts } from './pageScripts';

interface ScriptLoaderProps {
  tags: readonly ScriptTag[];
  features: Readonly<Record<string, boolean>>;
}

export function ScriptLoader({ tags, features }: ScriptLoaderProps) {
  useEffect(() => whenMoment('now', () => startPageScripts(tags, features)), [tags, features]);
  return null;
}
