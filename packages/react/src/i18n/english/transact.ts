import { sendMessages } from '../../views/WalletSend/messages.ts'

// The English texts of the transact group's namespaces, for types and tests only: the views import
// their own `messages.ts` (so English loads with the view), never this file.
export const transactEnglish = {
  send: sendMessages,
} as const
