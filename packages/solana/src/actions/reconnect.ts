import type { AdapterConnection } from '@latch/core/adapter'
import { STANDARD_CONNECT } from '../standard/features.ts'
import { getFeature } from '../standard/getFeature.ts'
import type { StandardWallet } from '../types.ts'
import { type ReadConnectionParameters, readConnection } from './readConnection.ts'

/**
 * `standard:connect` with `silent: true`, which never prompts: the wallet answers with the
 * accounts it already granted the site. `undefined` when it grants none.
 */
export async function reconnect(
  wallet: StandardWallet,
  parameters: ReadConnectionParameters,
): Promise<AdapterConnection | undefined> {
  const { accounts } = await getFeature(wallet, STANDARD_CONNECT).connect({ silent: true })
  return readConnection(wallet, accounts, parameters)
}
