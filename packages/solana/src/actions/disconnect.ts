import { STANDARD_DISCONNECT } from '../standard/features.ts'
import { findFeature } from '../standard/getFeature.ts'
import type { StandardWallet } from '../types.ts'

/**
 * `standard:disconnect`, so the wallet forgets the site and the next connect prompts again.
 * The feature is optional in the Wallet Standard: without it Latch just forgets the connection.
 */
export async function disconnect(wallet: StandardWallet): Promise<void> {
  await findFeature(wallet, STANDARD_DISCONNECT)?.disconnect()
}
