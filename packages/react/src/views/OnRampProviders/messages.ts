import type { Messages } from '../../i18n/types.ts'

/**
 * The Buy view's English texts (namespace `buy`): every step, SPEC's exact strings. The
 * amount's and the button's texts are keyed by core's `form.amountErrorReason` and
 * `form.disabledReason`, the server's refusal by `quotes.reason` (never by the English).
 */
export const buyMessages = {
  unsupportedTitle: 'Buying is not available on this network',
  unsupportedText: "Crypto can't be bought on {network} here. Choose another network.",
  chooseNetwork: 'Choose network',
  noWalletTitle: 'No wallet connected',
  noWalletText: 'Connect a wallet to buy crypto.',
  card: 'Card',
  bankAccount: 'Bank account',
  youBuy: 'You buy',
  loading: 'Loading…',
  noProvider: 'No provider sells crypto on {network} yet.',
  thisNetwork: 'this network',
  tokenNote: '{token} on {network}, to your wallet {address}',
  youPay: 'You pay',
  currency: 'Currency',
  limits: '{method}: {min} to {max} {currency}',
  minimum: 'Minimum is {amount} {currency}',
  maximum: 'Maximum is {amount} {currency}',
  enterValidAmount: 'Enter a valid amount',
  payWith: 'Pay with',
  fallback: 'The list of currencies could not be loaded: showing the default ones.',
  fineprint:
    '{provider} opens in a new window and takes your payment details there; this site never sees them.',
  connectWallet: 'Connect a wallet',
  selectToken: 'Select a token',
  nothingToBuy: 'Nothing to buy on this network',
  enterAmount: 'Enter an amount',
  gettingQuotes: 'Getting quotes…',
  noQuote: 'No provider can quote this',
  providersUnavailable: 'Providers unavailable, try again later',
  continueWith: 'Continue with {provider}',
  theProvider: 'the provider',
  notSold: "{symbol} can't be bought this way",
  providers: 'Providers',
  estimatedWarning:
    "Providers can't be reached right now. These are estimates only: nothing can be bought yet.",
  estimated: 'Estimated',
  best: 'Best',
  youGet: 'You get',
  fees: 'Fees',
  orderPending: 'Waiting for payment',
  orderCompleted: 'Completed',
  orderFailed: 'Failed',
  waitingTitle: 'Waiting for your purchase',
  openingTitle: 'Opening {provider}',
  waitingText:
    "Finish paying on {provider}'s page. This updates by itself once {provider} confirms the order.",
  openingText: "Preparing {provider}'s page for your wallet…",
  orderStatus: 'Order status',
  youReceive: 'You receive',
  reopen: 'Reopen {provider}',
  open: 'Open {provider}',
  editPurchase: 'Edit the purchase',
  completeTitle: 'Purchase complete',
  received: 'You received {amount} {symbol} from {provider}.',
  balance: '{symbol} balance: {amount}',
  transaction: 'Transaction',
  viewOn: 'View on {explorer}',
  done: 'Done',
  failedTitle: 'The purchase did not go through',
  failedText:
    "{provider} did not complete the order. Check {provider}'s page or your payment method, then try again.",
  openFailedTitle: "The provider couldn't be opened",
  openFailedText: '{reason}. Nothing was bought.',
  somethingWrong: 'Something went wrong. Nothing was bought.',
  tryAgain: 'Try again',
  theProviderStart: 'The provider',
} as const satisfies Messages

export type BuyMessages = typeof buyMessages
