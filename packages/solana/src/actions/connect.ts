import { ConnectFailedError } from '@latch/core'
import type { AdapterConnection } from '@latch/core/adapter'
import { STANDARD_CONNECT } from '../standard/features.ts'
import { getFeature } from '../standard/getFeature.ts'
import type { StandardWallet } from '../types.ts'
import { type ReadConnectionParameters, readConnection } from './readConnection.ts'

/**
 * `standard:connect` (the wallet may prompt). Wallet errors propagate untouched, with their
 * `code` (4001 when the visitor declines).
 */
export async function connect(
  wallet: StandardWallet,
  parameters: ReadConnectionParameters,
): Promise<AdapterConnection> {
  const { accounts } = await getFeature(wallet, STANDARD_CONNECT).connect()
  const connection = readConnection(wallet, accounts, parameters)
  if (!connection) throw new ConnectFailedError({ details: 'the wallet gave no Solana account' })
  return connection
}
