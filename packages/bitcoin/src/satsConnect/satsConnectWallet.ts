import { WALLET_ERROR_CODES } from '@latch/core/adapter'
import { SatsConnectRequestError } from '../errors.ts'
import type { BitcoinAccount, BitcoinWallet, SatsConnectProvider } from '../types.ts'
import { chainOfAddress, purposeOfAddress } from '../utils/address.ts'

/** sats-connect's `RpcErrorCode.USER_REJECTION`: the visitor declined. */
export const SATS_CONNECT_USER_REJECTION = -32000

/** The page's sats-connect provider: Xverse's `XverseProviders.BitcoinProvider`, else `BitcoinProvider`. */
export function findSatsConnectProvider(target: object): SatsConnectProvider | undefined {
  const page = target as {
    XverseProviders?: { BitcoinProvider?: unknown }
    BitcoinProvider?: unknown
  }
  const provider = page.XverseProviders?.BitcoinProvider ?? page.BitcoinProvider
  return typeof (provider as SatsConnectProvider | undefined)?.request === 'function'
    ? (provider as SatsConnectProvider)
    : undefined
}

/** A request's `result`; a JSON-RPC `error` throws with its code (a refusal as 4001). */
async function call<result>(
  provider: SatsConnectProvider,
  method: string,
  params: unknown,
): Promise<result> {
  const response = (await provider.request(method, params)) as {
    result?: result
    error?: { code?: number; message?: string }
  }
  if (response?.error) {
    const code = response.error.code ?? -1
    throw new SatsConnectRequestError(
      code === SATS_CONNECT_USER_REJECTION ? WALLET_ERROR_CODES.USER_REJECTED : code,
      { details: `${method}: ${response.error.message ?? 'no message'} (${code})` },
    )
  }
  return response?.result as result
}

/**
 * A wallet that speaks only sats-connect's request API (WBIP001): `getAccounts` for the payment
 * and ordinals addresses, `signMessage` with the BIP-322 protocol (the signature comes back in
 * base64). It announces no account changes. Restoring after a reload asks `wallet_getAccount`,
 * which answers the granted addresses without a prompt (and an error when there are none).
 */
export function satsConnectWallet(
  provider: SatsConnectProvider,
  { name, icon }: { name: string; icon?: string | undefined },
): BitcoinWallet {
  let granted: BitcoinAccount[] | undefined
  return {
    name,
    ...(icon ? { icon } : {}),
    get chains() {
      const chain = granted?.[0] && chainOfAddress(granted[0].address)
      return chain ? [chain] : []
    },
    provider,
    async connect() {
      const accounts = await call<{ address: string; purpose?: string }[]>(
        provider,
        'getAccounts',
        { purposes: ['payment', 'ordinals'] },
      )
      granted = toAccounts(accounts ?? [])
      return granted
    },
    grantedAccounts: () => granted,
    async restore() {
      try {
        const { addresses } = await call<{ addresses?: { address: string; purpose?: string }[] }>(
          provider,
          'wallet_getAccount',
          null,
        )
        granted = toAccounts(addresses ?? [])
      } catch {
        // Not granted (or a wallet without the method): nothing to restore, and no prompt.
        granted = []
      }
      return granted
    },
    async signMessage(address, message) {
      const { signature } = await call<{ signature: string }>(provider, 'signMessage', {
        address,
        message,
        protocol: 'BIP322',
      })
      return signature
    },
    async disconnect() {
      granted = undefined
    },
    subscribe: () => () => {},
  }
}

function toAccounts(accounts: readonly { address: string; purpose?: string }[]): BitcoinAccount[] {
  return accounts.map(({ address, purpose }) => ({
    address,
    purpose: purpose === 'payment' || purpose === 'ordinals' ? purpose : purposeOfAddress(address),
  }))
}
