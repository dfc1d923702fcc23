import type { Address, Hex, PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { CreateTestWalletOptions } from './types.ts'

/**
 * One account of the wallet: the address a page sees and the key that signs for it. For a key
 * account they are the same; for a contract account (EIP-1271) `signer` is the contract's owner.
 */
export type WalletAccount = {
  readonly address: Address
  readonly signer: PrivateKeyAccount
  /** Set for a smart-contract account; `factory` and `factoryData` only for ERC-6492. */
  readonly contract?: { readonly factory?: Address; readonly factoryData?: Hex }
}

/** The accounts of `options`: contract accounts first, then the key accounts. */
export function createWalletAccounts(options: CreateTestWalletOptions): WalletAccount[] {
  const contracts = (options.contractAccounts ?? []).map(
    ({ address, ownerPrivateKey, factory, factoryData }): WalletAccount => ({
      address,
      signer: privateKeyToAccount(ownerPrivateKey),
      contract: factory && factoryData ? { factory, factoryData } : {},
    }),
  )
  const keys = options.privateKeys.map((key): WalletAccount => {
    const signer = privateKeyToAccount(key)
    return { address: signer.address, signer }
  })
  return [...contracts, ...keys]
}
