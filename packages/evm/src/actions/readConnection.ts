import type { AdapterConnection } from '@latch/core/adapter'
import type { Eip1193Provider } from '../types.ts'
import { checksumAddresses } from '../utils/checksumAddresses.ts'

/**
 * The connection behind the accounts a wallet returned: the first account is the selected one,
 * the chain is read from the wallet. `undefined` when the wallet gave no account.
 */
export async function readConnection(
  provider: Eip1193Provider,
  accounts: unknown,
): Promise<AdapterConnection | undefined> {
  const addresses = checksumAddresses(accounts)
  const [address] = addresses
  if (!address) return undefined
  const chainId = Number(await provider.request({ method: 'eth_chainId' }))
  return { address, chainId, accounts: addresses.map((a) => ({ address: a, type: 'eoa' })) }
}
