import { getEip155Wallet } from '../calls/walletRequest.ts'
import type { Client } from '../client/types.ts'
import type { NotConnectedError } from '../errors/connection.ts'
import type { CallsNotSupportedError } from '../errors/smartAccount.ts'

/** Parameters of {@link getCapabilities}. */
export type GetCapabilitiesParameters = {
  /** One chain's capabilities; without it, every chain's the wallet reports. */
  chainId?: number
}

/** What a wallet can do on a chain (EIP-5792: `atomic`, `paymasterService` …). */
export type Capabilities = Record<string, unknown>
/** The capabilities by chain id (with `chainId`, that chain alone). */
export type GetCapabilitiesReturnType = Record<number, Capabilities>
/** What {@link getCapabilities} may throw, by class. */
export type GetCapabilitiesErrorType = NotConnectedError | CallsNotSupportedError

/**
 * Asks the connected eip155 wallet what it can do for its account (EIP-5792
 * `wallet_getCapabilities`), keyed by chain id. Capabilities it reports for every chain (`0x0`)
 * are merged into each chain's.
 *
 * @example
 * const capabilities = await latch.getCapabilities({ chainId: 31337 })
 * capabilities[31337]?.atomic // { status: 'supported' }
 */
export async function getCapabilities(
  client: Client,
  { chainId }: GetCapabilitiesParameters = {},
): Promise<GetCapabilitiesReturnType> {
  const wallet = getEip155Wallet(client)
  const chains = chainId === undefined ? [] : [`0x${chainId.toString(16)}`]
  const answer = ((await wallet.request('wallet_getCapabilities', [wallet.address, chains])) ??
    {}) as Record<string, Capabilities>
  const { '0x0': everywhere = {}, ...byChain } = answer
  const result: Record<number, Capabilities> = {}
  for (const [hex, capabilities] of Object.entries(byChain)) {
    result[Number(hex)] = { ...everywhere, ...capabilities }
  }
  if (chainId !== undefined) return { [chainId]: result[chainId] ?? everywhere }
  return result
}
