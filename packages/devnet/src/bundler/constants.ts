import { type Hex, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEVNET_MNEMONIC } from '../constants/accounts.ts'

/** The bundler's default port (`latch-devnet --bundler-port`): chain 31337's, JSON-RPC at `/rpc`. */
export const BUNDLER_PORT = 8547

/** A bundler account: its address and the private key alto signs with. */
export type BundlerAccount = { address: Hex; privateKey: Hex }

let accounts: { executor: BundlerAccount; utility: BundlerAccount } | undefined

/**
 * The bundler's executor (sends `handleOps`) and utility (refills) accounts: indexes 20 and 21 of
 * the devnet's well-known mnemonic, funded at start. Not among accounts 0..9, so no test's account
 * sees the bundler's nonces or fees. Derived once, on first use.
 */
export function bundlerAccounts(): { executor: BundlerAccount; utility: BundlerAccount } {
  const derive = (addressIndex: number): BundlerAccount => {
    const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex })
    return { address: account.address, privateKey: toHex(account.getHdKey().privateKey!) }
  }
  accounts ??= { executor: derive(20), utility: derive(21) }
  return accounts
}
