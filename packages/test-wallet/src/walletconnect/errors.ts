/** WalletConnect SDK error codes the wallet answers with (the SDK's `getSdkError` keys). */
export const WC_ERRORS = {
  USER_REJECTED: { code: 5000, message: 'User rejected.' },
  USER_DISCONNECTED: { code: 6000, message: 'User disconnected.' },
  UNSUPPORTED_CHAINS: { code: 5100, message: 'Unsupported chains.' },
} as const

/** EIP-1193 / JSON-RPC errors for session requests. */
export const RPC_ERRORS = {
  USER_REJECTED: { code: 4001, message: 'User rejected the request.' },
  UNSUPPORTED_METHOD: { code: 4200, message: 'Unsupported method.' },
  UNRECOGNIZED_CHAIN: { code: 4902, message: 'Unrecognized chain.' },
  INVALID_PARAMS: { code: -32602, message: 'Invalid params.' },
} as const
