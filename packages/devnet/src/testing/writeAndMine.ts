import { setTimeout as sleep } from 'node:timers/promises'
import {
  type Abi,
  type Address,
  type Chain,
  type ContractFunctionArgs,
  type ContractFunctionName,
  createPublicClient,
  createWalletClient,
  type Hash,
  http,
  type PublicClient,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem'

/**
 * Gas limit of {@link writeAndMine}: above what any write to the devnet contracts needs (the
 * costliest, registering a 255-byte name, takes about 0.4 M).
 */
export const DEVNET_WRITE_GAS = 1_000_000n

/** anvil mines a write at once; this only bounds a node that stopped mining. */
const RECEIPT_TIMEOUT_MS = 30_000
const RECEIPT_POLL_MS = 10

type WriteMutability = 'nonpayable' | 'payable'

/** A contract call as viem's `writeContract` takes it, without account, chain or gas. */
export type DevnetWrite<
  abi extends Abi,
  functionName extends ContractFunctionName<abi, WriteMutability>,
> = {
  address: Address
  abi: abi
  functionName: functionName
  args: ContractFunctionArgs<abi, WriteMutability, functionName>
}

/**
 * Sends a contract write from an unlocked devnet account (anvil signs it) and resolves with its
 * receipt once mined. Rejects when the transaction reverted, so a failed write fails the test at
 * the write instead of showing up later as a value that did not change.
 *
 * It asks for the receipt until there is one rather than using viem's `waitForTransactionReceipt`,
 * which reads the receipt once per new block: when anvil mines the write while that read is in
 * flight, the read for the new block shares the in-flight request (viem dedupes it) and its
 * `null`, and an idle anvil mines no further block to read again, so it waits out its 180 s.
 *
 * The gas limit is {@link DEVNET_WRITE_GAS}, not the node's estimate: anvil estimates against
 * the latest block, and a write whose cost depends on the block it lands in runs out of gas when
 * that block differs. `NameRegistry.register` stores `block.timestamp` twice: a second
 * registration mined in the same second as the first rewrites the same values (63,963 gas), one
 * mined a second later changes them (69,563), past the 68,763 anvil estimated.
 *
 * @example
 * const receipt = await writeAndMine(devnet.chains[0].chain, DEVNET_ACCOUNTS[2].address, {
 *   address: DEVNET_CONTRACTS.nameRegistry,
 *   abi: nameRegistryAbi,
 *   functionName: 'register',
 *   args: ['carol.latch'],
 * })
 */
export async function writeAndMine<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, WriteMutability>,
>(chain: Chain, from: Address, write: DevnetWrite<abi, functionName>): Promise<TransactionReceipt> {
  const wallet = createWalletClient({ account: from, chain, transport: http() })
  // viem cannot check a generic call against its own generic parameters; callers are checked above.
  const hash = await wallet.writeContract({ ...write, gas: DEVNET_WRITE_GAS } as never)
  const receipt = await minedReceipt(createPublicClient({ chain, transport: http() }), hash)
  if (receipt.status !== 'success') {
    throw new Error(
      `${write.functionName} reverted in block ${receipt.blockNumber} (${hash}), ` +
        `gas used ${receipt.gasUsed} of ${DEVNET_WRITE_GAS}`,
    )
  }
  return receipt
}

async function minedReceipt(client: PublicClient, hash: Hash): Promise<TransactionReceipt> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    try {
      return await client.getTransactionReceipt({ hash })
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
      if (Date.now() > deadline) {
        throw new Error(`${hash} was not mined within ${RECEIPT_TIMEOUT_MS} ms`, { cause: error })
      }
    }
    await sleep(RECEIPT_POLL_MS)
  }
}
