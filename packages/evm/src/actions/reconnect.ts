import type { AdapterConnection } from '@latch/core/adapter'
import type { Eip1193Provider } from '../types.ts'
import { readConnection } from './readConnection.ts'

/** `eth_accounts`, which never prompts: `undefined` when the wallet no longer grants access. */
export async function reconnect(provider: Eip1193Provider): Promise<AdapterConnection | undefined> {
  const accounts = await provider.request({ method: 'eth_accounts' })
  return readConnection(provider, accounts)
}
