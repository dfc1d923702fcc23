import { approveTransactionMessages } from '../../views/ApproveTransaction/messages.ts'
import { buyMessages } from '../../views/OnRampProviders/messages.ts'
import { swapMessages } from '../../views/Swap/messages.ts'
import { sendMessages } from '../../views/WalletSend/messages.ts'

// The English texts of the transact group's namespaces, for types and tests only: the views import
// their own `messages.ts` (so English loads with the view), never this file.
export const transactEnglish = {
  send: sendMessages,
  swap: swapMessages,
  buy: buyMessages,
  approveTransaction: approveTransactionMessages,
} as const
