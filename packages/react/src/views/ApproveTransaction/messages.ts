import type { Messages } from '../../i18n/types.ts'

/**
 * The ApproveTransaction view's English texts (namespace `approveTransaction`). The refusal's
 * title is keyed by `state.embedded.errorCode` ('not_allowed': SPEC's 'Action not allowed').
 */
export const approveTransactionMessages = {
  notAllowedTitle: 'Action not allowed',
  notAllowedText:
    'Your wallet does not allow what this site asked for. Nothing was signed or sent.',
  failedText: 'The request could not be shown. Nothing was signed or sent.',
  close: 'Close',
  opening: 'Opening the request in your wallet…',
} as const satisfies Messages
