/** What a reader sees when a form cannot be sent (texts are ours; docs/decisions/012-utility-pages.md). */
export const FORM_MESSAGES = {
  invalidEmail: 'Enter a valid email address, like name@example.com.',
  invalidZip: 'Enter a 5-digit US ZIP code.',
  invalidBill: 'Enter your monthly bill in whole dollars, from 1 to 10,000.',
  invalidChoice: 'Choose one of the options.',
  invalidName: 'Enter your name (up to 100 characters).',
  invalidUrl: 'Enter a link to a page on this site.',
  invalidSenderName: 'Enter your name (letters only, up to 50 characters).',
  /** The whole form: shown above it when any field is wrong. */
  summary: 'Please correct the highlighted fields.',
  /** The upstream service failed or refused; the reader's input is kept. */
  unavailable: 'We could not send your request right now. Please try again in a few minutes.',
  /** The body was not a form we read (too large, wrong type, unreadable). */
  unreadable: 'Your request could not be read. Please fill in the form again.',
  /** The post did not come from this site (CSRF check). */
  forbidden: 'Forms can only be sent from this site.',
} as const;
