/** Wallet Standard feature names the adapter uses. */
export const STANDARD_CONNECT = 'standard:connect'
export const STANDARD_DISCONNECT = 'standard:disconnect'
export const STANDARD_EVENTS = 'standard:events'
export const SOLANA_SIGN_MESSAGE = 'solana:signMessage'
export const SOLANA_SIGN_IN = 'solana:signIn'
export const SOLANA_SIGN_AND_SEND_TRANSACTION = 'solana:signAndSendTransaction'
export const SOLANA_SIGN_TRANSACTION = 'solana:signTransaction'
