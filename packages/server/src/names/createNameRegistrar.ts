import { setTimeout as sleep } from 'node:timers/promises'
import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  parseAbi,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainRuntime } from '../chain/createChainRegistry.ts'
import { registryOf } from './registryChains.ts'

/** The registrar's write to a registry; the server reads the rest with `nameRegistryAbi`. */
const registrarAbi = parseAbi(['function registerFor(address owner, string name)'])

/** anvil estimates on the latest block; `registerFor` stores times that differ by block. */
const GAS_MARGIN_PERCENT = 150n
const RECEIPT_TIMEOUT_MS = 60_000
const RECEIPT_POLL_MS = 100

/** Sends `registerFor` with the registrar's key, one transaction at a time per chain. */
export type NameRegistrar = {
  /** Registers `name` for `owner` on `chain` and resolves once mined; throws when it reverts. */
  register: (chain: ChainRuntime, owner: Address, name: string) => Promise<Hex>
}

/**
 * The registrar of the chains' name registries. Writes go one after another per chain (the
 * registrar's nonce is taken from the node each time), so two registrations at once do not race
 * for one nonce.
 */
export function createNameRegistrar(privateKey: Hex): NameRegistrar {
  const account = privateKeyToAccount(privateKey)
  const wallets = new Map<number, WalletClient>()
  const queues = new Map<number, Promise<unknown>>()
  const walletOf = (chain: ChainRuntime) => {
    let wallet = wallets.get(chain.chainId)
    if (!wallet) {
      wallet = createWalletClient({
        account,
        chain: chain.client.chain,
        transport: http(chain.config.rpcUrl),
      })
      wallets.set(chain.chainId, wallet)
    }
    return wallet
  }
  async function send(chain: ChainRuntime, owner: Address, name: string): Promise<Hex> {
    const request = {
      account,
      address: registryOf(chain),
      abi: registrarAbi,
      functionName: 'registerFor',
      args: [owner, name],
    } as const
    // Reverts (a name taken a moment ago) surface here, before anything is sent.
    const gas = await chain.client.estimateContractGas(request)
    const hash = await walletOf(chain).writeContract({
      ...request,
      chain: chain.client.chain,
      gas: (gas * GAS_MARGIN_PERCENT) / 100n,
    })
    const receipt = await minedReceipt(chain, hash)
    if (receipt.status !== 'success') throw new Error(`registerFor reverted (${hash})`)
    return hash
  }
  return {
    register(chain, owner, name) {
      const previous = queues.get(chain.chainId) ?? Promise.resolve()
      const next = previous.catch(() => {}).then(() => send(chain, owner, name))
      queues.set(chain.chainId, next)
      return next
    },
  }
}

/**
 * Asks for the receipt until there is one. Not viem's `waitForTransactionReceipt`, which reads it
 * once per new block: an idle anvil that mined the write already makes no further block.
 */
async function minedReceipt(chain: ChainRuntime, hash: Hex): Promise<TransactionReceipt> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    try {
      return await chain.client.getTransactionReceipt({ hash })
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError) || Date.now() > deadline) throw error
    }
    await sleep(RECEIPT_POLL_MS)
  }
}
