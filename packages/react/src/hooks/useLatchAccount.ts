import type { CaipAddress, ChainNamespace, ConnectionStatus, LatchState } from '@latch/core'
import { getActiveNamespace } from '@latch/core/internal'
import { useCallback } from 'react'
import { useLatchClient } from '../context/LatchContext.ts'
import { shallowEqual } from '../utils/shallowEqual.ts'
import { useLatchStore } from './useLatchStore.ts'

export type UseLatchAccountParameters = {
  /** Read this namespace's account. @defaultValue the active namespace */
  namespace?: ChainNamespace
}

export type UseLatchAccountReturnType = {
  /** The selected address, e.g. `0xd8dA…`; `undefined` when not connected. */
  address: string | undefined
  /** The CAIP-10 id of the account on its current network, e.g. `eip155:1:0xd8dA…`. */
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
  /** Native balance in whole units as a decimal string (`'1.5'`); `undefined` until read. */
  balance: string | undefined
  balanceSymbol: string | undefined
  /** Where reading the balance stands: `error` after a failed read (core blocks retries 30 s). */
  balanceStatus: 'loading' | 'ready' | 'error' | undefined
  /** The account's name (eip155: from the name registry), e.g. `alice.latch`. */
  profileName: string | undefined
  /** The account's avatar image URL (often a `data:` URI). */
  profileImage: string | undefined
  /** Every account the wallet gave, the selected one first. */
  allAccounts: { address: string; type: string }[]
  /** Embedded (email/social) wallet details; `undefined` until embedded wallets arrive. */
  embeddedWalletInfo: undefined
}

/**
 * The connected account of a namespace (the active one by default). Re-renders only when one
 * of the returned fields changes.
 *
 * @example
 * const { address, isConnected, balance, balanceSymbol } = useLatchAccount()
 * if (isConnected) console.log(address, balance, balanceSymbol)
 */
export function useLatchAccount(
  parameters: UseLatchAccountParameters = {},
): UseLatchAccountReturnType {
  const client = useLatchClient('useLatchAccount')
  const { namespace } = parameters
  const select = useCallback(
    (state: LatchState): UseLatchAccountReturnType => {
      const account = state.accounts[namespace ?? getActiveNamespace(client, state)]
      const status = account?.status ?? 'disconnected'
      return {
        address: account?.address,
        caipAddress: account?.caipAddress,
        isConnected: status === 'connected',
        status,
        balance: account?.balance,
        balanceSymbol: account?.balanceSymbol,
        balanceStatus: account?.balanceStatus,
        profileName: account?.profileName,
        profileImage: account?.profileImage,
        allAccounts: account?.allAccounts ?? NO_ACCOUNTS,
        embeddedWalletInfo: undefined,
      }
    },
    [client, namespace],
  )
  return useLatchStore(select, shallowEqual)
}

// One empty list for every disconnected render: shallowEqual then sees no change.
const NO_ACCOUNTS: UseLatchAccountReturnType['allAccounts'] = []
