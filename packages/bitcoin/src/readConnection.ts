import type { CaipNetwork } from '@latch/core'
import type { AdapterConnection } from '@latch/core/adapter'
import type { BitcoinAccount, BitcoinWallet } from './types.ts'
import { chainOfAddress } from './utils/address.ts'
import { referenceOfWalletChain } from './utils/walletChain.ts'

/**
 * The connection behind the accounts a wallet granted: the payment account is the selected one
 * (SPEC §6 "Defaults: bitcoin payment"), the others follow; an ordinals account is listed as
 * `eoa` (SPEC §3 names no other type), which `switchAccount` refuses on bip122 (SPEC §4). The
 * chain is where the payment address lives (its prefix, else the wallet's first chain), else
 * `network`. `undefined` without a payment account.
 */
export function readConnection(
  wallet: BitcoinWallet,
  accounts: readonly BitcoinAccount[],
  network: CaipNetwork,
): AdapterConnection | undefined {
  const payment = accounts.find((account) => account.purpose === 'payment')
  if (!payment) return undefined
  const ordered = [payment, ...accounts.filter((account) => account.address !== payment.address)]
  const chain = chainOfAddress(payment.address) ?? wallet.chains[0]
  const reference = chain ? referenceOfWalletChain(chain) : undefined
  return {
    address: payment.address,
    chainId: reference ?? network.id,
    accounts: ordered.map((account) => ({
      address: account.address,
      type: account.purpose === 'payment' ? 'payment' : 'eoa',
    })),
  }
}
