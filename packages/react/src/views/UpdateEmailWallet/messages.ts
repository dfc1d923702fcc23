import type { Messages } from '../../i18n/types.ts'

/**
 * UpdateEmailWallet's texts (namespace `updateEmail`); the field and the code steps' own come
 * from `emailForm` and `emailCode`. `{email}` is the new address, `{seconds}` Resend's wait.
 */
export const updateEmailMessages = {
  current: 'Your email is',
  currentNote: 'We’ll send a code to it, then one to the new address.',
  label: 'New email address',
  placeholder: 'New email',
  currentTitle: 'Enter the code we sent to your current email',
  thenNew: 'Then we’ll send one to {email}.',
  updating: 'Updating your email…',
  startOver: 'Start over',
  startOverWait: 'Start over in {seconds} s',
  done: 'Email updated. Your wallet now uses',
  back: 'Back to account',
  emailTaken: 'Another account already uses this email.',
  sameEmail: 'This is already your email.',
} as const satisfies Messages
