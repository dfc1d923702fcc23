import { createWalletClient, defineChain, http, type LocalAccount } from 'viem'
import { RPC_ERRORS } from './errors.ts'

type WalletError = { code: number; message: string }

/** Thrown by a method to answer with a JSON-RPC error instead of a result. */
export class SessionRequestError extends Error {
  constructor(readonly error: WalletError) {
    super(error.message)
  }
}

export type SessionRequestContext = {
  account: LocalAccount
  evmRpcUrls: Record<number, string>
  /** Switches the session's chain (emits chainChanged to the dapp). */
  switchChain(chainId: number): Promise<void>
}

/**
 * Answers one eip155 session request with the dev key: personal_sign, eth_sendTransaction
 * (signed with viem, sent to the devnet), wallet_switchEthereumChain.
 */
export async function handleSessionRequest(
  context: SessionRequestContext,
  { method, params, chainId }: { method: string; params: unknown; chainId: string },
): Promise<unknown> {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign': {
      const message = list[0]
      if (typeof message !== 'string') throw new SessionRequestError(RPC_ERRORS.INVALID_PARAMS)
      const raw = message.startsWith('0x') ? (message as `0x${string}`) : undefined
      return context.account.signMessage({ message: raw ? { raw } : message })
    }
    case 'eth_sendTransaction': {
      const id = Number(chainId.split(':')[1])
      const url = context.evmRpcUrls[id]
      if (!url) throw new SessionRequestError(RPC_ERRORS.UNRECOGNIZED_CHAIN)
      const tx = list[0] as { to?: `0x${string}`; value?: string; data?: `0x${string}` }
      const chain = defineChain({
        id,
        name: `eip155:${id}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      })
      const client = createWalletClient({ account: context.account, chain, transport: http(url) })
      return client.sendTransaction({
        ...(tx.to ? { to: tx.to } : {}),
        value: tx.value ? BigInt(tx.value) : 0n,
        ...(tx.data ? { data: tx.data } : {}),
      })
    }
    case 'wallet_switchEthereumChain': {
      const target = Number((list[0] as { chainId?: string } | undefined)?.chainId)
      if (!context.evmRpcUrls[target]) throw new SessionRequestError(RPC_ERRORS.UNRECOGNIZED_CHAIN)
      await context.switchChain(target)
      return null
    }
    default:
      throw new SessionRequestError(RPC_ERRORS.UNSUPPORTED_METHOD)
  }
}
