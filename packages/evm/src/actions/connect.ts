import { LatchError } from '@latch/core'
import type { AdapterConnection } from '@latch/core/adapter'
import type { Eip1193Provider } from '../types.ts'
import { readConnection } from './readConnection.ts'

/**
 * `eth_requestAccounts` (the wallet may prompt), then the chain the wallet is on. The chain is
 * never switched here: core decides what to do with a chain the site doesn't list. Wallet
 * errors propagate untouched, with their EIP-1193 `code`.
 */
export async function connect(provider: Eip1193Provider): Promise<AdapterConnection> {
  const accounts = await provider.request({ method: 'eth_requestAccounts' })
  const connection = await readConnection(provider, accounts)
  if (!connection)
    throw new LatchError('Failed to connect', { details: 'the wallet gave no account' })
  return connection
}
