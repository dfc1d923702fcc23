import type { Messages } from '../../i18n/types.ts'

/** The email field in Connect and EmailLogin (namespace `emailForm`; also UpdateEmailWallet's). */
export const emailFormMessages = {
  label: 'Email address',
  placeholder: 'Email',
  submit: 'Continue',
  invalid: 'Enter a valid email address',
  passkey: 'Use a passkey',
} as const satisfies Messages

/**
 * A code step (namespace `emailCode`: EmailLogin's code and UpdateEmailWallet's two codes):
 * `{seconds}` is Resend's wait, `{count}` the tries left, `{index}` / `{length}` a box's place.
 */
export const emailCodeMessages = {
  title: 'Enter the code we sent to',
  expires: 'It expires in 10 minutes.',
  checking: 'Checking the code…',
  requestNew: 'Request a new code',
  requestNewWait: 'Request a new code in {seconds} s',
  notReceived: 'Didn’t get it?',
  resend: 'Resend code',
  resendWait: 'Resend in {seconds} s',
  wrongCode: 'That code is not right. Check the email and try again.',
  wrongCodeTries: {
    one: 'That code is not right: {count} try left.',
    other: 'That code is not right: {count} tries left.',
  },
  codeBurnt: 'Too many wrong tries: this code no longer works.',
  codeExpired: 'This code has expired.',
  changeEmail: 'Use another email',
  boxes: 'Verification code',
  box: 'Digit {index} of {length}',
} as const satisfies Messages

/** EmailLogin's device step (namespace `emailDevice`): a returning visitor on a new browser. */
export const emailDeviceMessages = {
  title: 'Approve this device',
  failed: 'The link could not be confirmed.',
  sent: 'We sent a link to {email}. Open it to approve this browser; this page continues on its own.',
  yourEmail: 'your email',
  waiting: 'Waiting for approval…',
  passkey: 'Use a passkey instead',
  passkeyFailed: 'The passkey could not sign you in',
} as const satisfies Messages
