/**
 * The reader's profile as Neutron edits it (spec 000 §3 "Profile: stored separately, fields not
 * shown"): a display name and newsletter choices. Whatever else the store holds is kept as it is
 * on a write, so Neutron never deletes fields it does not know.
 */
import { z } from 'zod';
import { NEWSLETTERS } from '../forms/fields';

export const DISPLAY_NAME_MAX_LENGTH = 80;

export const profileSchema = z.looseObject({
  displayName: z.string().max(DISPLAY_NAME_MAX_LENGTH).catch(''),
  newsletters: z.array(z.string().max(100)).max(50).catch([]),
});

export type Profile = z.infer<typeof profileSchema>;

/** The newsletters a reader can choose on the settings page. */
export const PROFILE_NEWSLETTERS = NEWSLETTERS;

export type ProfileInput = { ok: true; displayName: string; newsletters: string[] } | { ok: false; error: string };

/** The settings form's fields (displayName, newsletters) as a profile update. */
export function profileFromForm(form: URLSearchParams): ProfileInput {
  const displayName = (form.get('displayName') ?? '').trim();
  if (displayName.length === 0) return { ok: false, error: 'Enter a display name.' };
  if (displayName.length > DISPLAY_NAME_MAX_LENGTH || /[\x00-\x1f\x7f<>]/.test(displayName))
    return { ok: false, error: `Use up to ${DISPLAY_NAME_MAX_LENGTH} characters, without < or >.` };
  const known = new Set(PROFILE_NEWSLETTERS.map((n) => n.value));
  const newsletters = [...new Set(form.getAll('newsletters'))].filter((value) => known.has(value));
  return { ok: true, displayName, newsletters };
}
