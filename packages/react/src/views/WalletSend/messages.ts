import type { Messages } from '../../i18n/types.ts'

/**
 * The Send view's English texts (namespace `send`): every step, SPEC's exact strings. The
 * receiver's and the amount's validation texts are keyed by core's error class or check
 * (`InvalidReceiverError` → `invalidReceiver`, `amountCheck: 'tooMany'` → `notEnough` …), never
 * by their English.
 */
export const sendMessages = {
  unsupportedTitle: 'Unsupported chain',
  unsupportedText: "Sending isn't available on {network}.",
  noWalletTitle: 'No wallet connected',
  noWalletText: 'Connect a wallet to send tokens.',
  addressOrName: 'Address or name',
  solanaAddress: 'Solana address',
  chooseToken: 'Choose a token',
  balance: 'Balance {amount} {symbol}',
  changeToken: ', change token',
  amount: 'Amount',
  max: 'Max',
  maxAmount: 'Max amount',
  invalidAmount: 'Enter an amount greater than 0',
  notEnough: 'Not enough {symbol}',
  to: 'To',
  networkFee: 'Network fee',
  estimating: 'Estimating…',
  feeByWallet: 'Shown by your wallet',
  review: 'Review',
  lookingUp: 'Looking up the name…',
  nameIs: '{name} is {address}',
  ownAddress: 'This is your own address',
  invalidReceiver: 'Enter a valid address or name',
  nameError: 'Error resolving name',
  noTokens: 'No tokens to send on this network yet.',
  tokens: 'Tokens',
  youSend: 'You send',
  network: 'Network',
  edit: 'Edit',
  send: 'Send',
  summary: '{amount} {symbol} to {receiver}',
  preparingTitle: 'Preparing the transfer',
  preparingText: 'Checking the transfer before your wallet asks you.',
  approveTitle: 'Approve in your wallet',
  confirmText: 'Confirm sending {summary} in {wallet}.',
  yourWallet: 'your wallet',
  sent: 'Sent',
  transaction: 'Transaction',
  viewOn: 'View on {explorer}',
  done: 'Done',
  rejectedTitle: 'Transaction rejected',
  rejectedText: 'You declined it in your wallet.',
  failedTitle: 'The transfer did not go through',
  somethingWrong: 'Something went wrong',
  editTransfer: 'Edit the transfer',
} as const satisfies Messages

export type SendMessages = typeof sendMessages
