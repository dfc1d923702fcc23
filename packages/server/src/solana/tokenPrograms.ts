/**
 * The SPL token programs whose accounts hold an owner's tokens: classic Token and Token-2022.
 * Their ids are the same on every cluster (mainnet, devnet, testnet, a local validator), so they
 * are constants of the protocol, not settings of a chain.
 */
export const SPL_TOKEN_PROGRAM_IDS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const
