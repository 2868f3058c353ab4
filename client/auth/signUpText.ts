/** Spec 000 §5 "Sign-up text states agreement to the terms of service and privacy policy": the site pages it links to. */
export const SIGN_UP_TEXT_LINKS = {
  terms: '/about/',
  privacy: '/do-not-sell-or-share-my-personal-information/',
} as const;
