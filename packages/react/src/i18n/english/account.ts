import { receiveMessages } from '../../views/WalletReceive/messages.ts'

// The English texts of the account group's namespaces, for types and tests only: the views import
// their own `messages.ts` (so English loads with the view), never this file.
export const accountEnglish = {
  receive: receiveMessages,
} as const
