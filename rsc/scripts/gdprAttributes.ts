import type { ConsentCategory } from '../../shared/scripts/consentCategories';
import { CONSENT_CATEGORY_CLASS_PREFIX, INERT_SCRIPT_TYPE, JAVASCRIPT_TYPE } from '../../shared/scripts/constants';

/**
 * 001 §5: "Scripts with a gdpr category get a consent category class when GDPR is enabled,
 * otherwise a plain javascript type." With GDPR on, a categorised script is written inert
 * (text/plain) with the class `consent-category-{id}` for the consent manager to activate once
 * the category is granted (decision 017).
 */
export interface ScriptTypeAttributes {
  type: string;
  class?: string;
}

export function scriptTypeAttributes(
  gdprCategory: ConsentCategory | undefined,
  gdprEnabled: boolean,
): ScriptTypeAttributes {
  if (gdprEnabled && gdprCategory !== undefined) {
    return { type: INERT_SCRIPT_TYPE, class: `${CONSENT_CATEGORY_CLASS_PREFIX}${gdprCategory}` };
  }
  return { type: JAVASCRIPT_TYPE };
}
