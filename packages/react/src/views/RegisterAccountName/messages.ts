import type { Messages } from '../../i18n/types.ts'

/** RegisterAccountName's texts (namespace `registerName`). `{name}`: the full name, e.g. `ann.latch`. */
export const registerNameMessages = {
  notAuth: 'Address or auth connector not found',
  title: 'Choose your account name',
  lead: 'A name others can send to instead of your address. Registering it is free.',
  label: 'Account name',
  placeholder: 'my-name',
  register: 'Register',
  pending: 'Approve the signature to register your name…',
  empty: 'Letters, numbers and hyphens, at least 4 characters.',
  checking: 'Checking {name}…',
  free: '{name} is available',
  taken: '{name} is taken',
  suggestions: 'Free instead',
  suggestionsFailed: 'Error fetching name suggestions',
  nameTaken: 'This name is taken. Try another one.',
  expired: 'The request took too long. Please try again.',
  badSignature: 'The signature was not accepted.',
  retry: 'Please try again.',
  declined: 'You declined the signature.',
} as const satisfies Messages

/** RegisterAccountNameSuccess's texts (namespace `registerNameSuccess`), under the name itself. */
export const registerNameSuccessMessages = {
  text: 'is now your account name. Others can send to it on this network.',
  back: 'Back to account',
} as const satisfies Messages
