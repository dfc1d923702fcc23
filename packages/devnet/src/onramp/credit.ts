import { setTimeout as sleep } from 'node:timers/promises'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hash,
  http,
  keccak256,
  type PublicClient,
  stringToHex,
  TransactionReceiptNotFoundError,
} from 'viem'
import { devTokenAbi } from '../constants/abis.ts'
import { type DevnetChainId, devnetChain } from '../constants/chains.ts'
import { rpcRequest } from '../rpcRequest.ts'
import type { OnrampAsset } from './assets.ts'

/** Gas of a treasury transfer or mint: well above what either takes. */
const GAS = 200_000n
const RECEIPT_TIMEOUT_MS = 30_000
/** What the treasury keeps of each token before it mints more (in whole tokens). */
const TREASURY_TOP_UP = 10_000_000n

/**
 * A provider's treasury on the devnet: an address no one holds a key to, which the stand-in
 * drives through anvil's impersonation. Purchases are transfers from it, so the buyer's activity
 * shows an incoming transfer from the provider (not a mint from the zero address).
 */
export function onrampTreasury(provider: string): Address {
  return getAddress(`0x${keccak256(stringToHex(`latch onramp treasury ${provider}`)).slice(-40)}`)
}

/**
 * Sends `units` of `asset` from `treasury` to `to` on the asset's chain and resolves with the
 * transaction hash once mined. ETH: a plain transfer (the treasury is topped up with
 * `anvil_setBalance` first); USDC: an ERC-20 `transfer` (the treasury mints itself more from the
 * devnet faucet when it runs short).
 */
export async function creditPurchase(
  asset: OnrampAsset,
  treasury: Address,
  to: Address,
  units: bigint,
): Promise<Hash> {
  const chain = devnetChain(asset.chainId as DevnetChainId, asset.rpcUrl)
  const client = createPublicClient({ chain, transport: http() })
  const wallet = createWalletClient({ account: treasury, chain, transport: http() })
  await rpcRequest(asset.rpcUrl, 'anvil_impersonateAccount', [treasury])
  const ether = await client.getBalance({ address: treasury })
  const need = (asset.contract ? 0n : units) + 10n ** 18n
  if (ether < need) {
    await rpcRequest(asset.rpcUrl, 'anvil_setBalance', [
      treasury,
      `0x${(need + 10_000n * 10n ** 18n).toString(16)}`,
    ])
  }
  if (!asset.contract) {
    return mined(client, await wallet.sendTransaction({ to, value: units, gas: GAS }))
  }
  const held = await client.readContract({
    address: asset.contract,
    abi: devTokenAbi,
    functionName: 'balanceOf',
    args: [treasury],
  })
  if (held < units) {
    const topUp = units + TREASURY_TOP_UP * 10n ** BigInt(asset.decimals)
    await mined(
      client,
      await wallet.writeContract({
        address: asset.contract,
        abi: devTokenAbi,
        functionName: 'mint',
        args: [treasury, topUp],
        gas: GAS,
      }),
    )
  }
  return mined(
    client,
    await wallet.writeContract({
      address: asset.contract,
      abi: devTokenAbi,
      functionName: 'transfer',
      args: [to, units],
      gas: GAS,
    }),
  )
}

/** Waits for the receipt by asking for it (see testing/writeAndMine.ts for why not viem's wait). */
async function mined(client: PublicClient, hash: Hash): Promise<Hash> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    try {
      const receipt = await client.getTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`the transfer ${hash} reverted`)
      return hash
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
      if (Date.now() > deadline) throw new Error(`${hash} was not mined in time`, { cause: error })
    }
    await sleep(10)
  }
}
