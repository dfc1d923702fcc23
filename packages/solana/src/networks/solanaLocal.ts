import type { CaipNetwork } from '@latch/core'
import { solanaDevnet } from '@latch/core/networks'

/**
 * The local Solana devnet (`@latch/devnet`, `npm start`) at http://127.0.0.1:8899. It reports
 * Solana devnet's genesis hash, so it shares devnet's CAIP-2 id
 * (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`): list it instead of `solanaDevnet`, not with it.
 * Wallets get it as `solana:localnet` when they know that chain, else as `solana:devnet`.
 */
export const solanaLocal: CaipNetwork = {
  ...solanaDevnet,
  name: 'Latch Solana Devnet',
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
  // A local chain has no public explorer.
  blockExplorers: undefined,
}
