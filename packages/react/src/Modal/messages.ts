import type { Messages } from '../i18n/types.ts'

/**
 * The modal shell's English texts (namespace `modal`): the header's buttons, the alert's
 * dismiss button, the footer, and the panel of a view whose code could not load.
 */
export const modalMessages = {
  back: 'Back',
  close: 'Close',
  dismiss: 'Dismiss alert',
  footer: 'Secured by Latch',
  failed: 'This view could not be loaded',
  // SPEC §8's text for the email login's chunk.
  emailFailed: 'Unable to load email login dependency',
  retry: 'Try again',
  // The spinner while a view's code loads.
  loading: 'Loading',
} as const satisfies Messages
