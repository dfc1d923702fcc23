import { isAddress, isHex } from 'viem'
import type { CreateTestWalletOptions } from './types.ts'

/**
 * Checks the options a test wrote and returns the resolved chain set-up. Mistakes here are the
 * test author's, so they throw plain errors at once instead of surfacing as odd RPC failures.
 */
export function validateOptions(options: CreateTestWalletOptions): {
  knownChainIds: number[]
  chainId: number
} {
  const contractAccounts = options.contractAccounts ?? []
  if (options.privateKeys.length === 0 && contractAccounts.length === 0) {
    throw new TypeError('privateKeys needs at least one key (or give contractAccounts).')
  }
  for (const account of contractAccounts) {
    if (!isAddress(account.address, { strict: false })) {
      throw new TypeError(`Contract account address "${account.address}" is not an address.`)
    }
    if ((account.factory === undefined) !== (account.factoryData === undefined)) {
      throw new TypeError(
        `Contract account ${account.address} needs both factory and factoryData (ERC-6492), or neither.`,
      )
    }
    if (account.factory !== undefined && !isAddress(account.factory, { strict: false })) {
      throw new TypeError(`The factory "${account.factory}" is not an address.`)
    }
    if (account.factoryData !== undefined && !isHex(account.factoryData)) {
      throw new TypeError(`The factoryData of ${account.address} is not hex.`)
    }
  }
  const ids = options.chains.map((chain) => chain.chainId)
  for (const chain of options.chains) {
    if (!Number.isSafeInteger(chain.chainId) || chain.chainId <= 0) {
      throw new TypeError(`Chain id ${chain.chainId} is not a positive integer.`)
    }
    if (!/^https?:\/\//.test(chain.rpcUrl)) {
      throw new TypeError(`Chain ${chain.chainId} needs an http(s) rpcUrl, got "${chain.rpcUrl}".`)
    }
  }
  if (new Set(ids).size !== ids.length) throw new TypeError('Chain ids in chains must be unique.')
  const knownChainIds = [...(options.knownChainIds ?? ids)]
  for (const id of knownChainIds) {
    if (!ids.includes(id)) throw new TypeError(`Known chain ${id} is not in chains.`)
  }
  const chainId = options.chainId ?? knownChainIds[0]
  if (chainId === undefined) throw new TypeError('The wallet needs at least one known chain.')
  if (!knownChainIds.includes(chainId)) {
    throw new TypeError(`The start chain ${chainId} is not one of the known chains.`)
  }
  return { knownChainIds, chainId }
}
