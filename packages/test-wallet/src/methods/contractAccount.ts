import { encodeFunctionData, type Hex, parseAbi, serializeErc6492Signature } from 'viem'
import { forwardRpc } from '../rpc/forwardRpc.ts'
import type { TestWalletChain } from '../types.ts'
import type { WalletAccount } from '../walletAccount.ts'

/** The call a contract account's owner sends to move the account's funds or call as it. */
const EXECUTE_ABI = parseAbi([
  'function execute(address target, uint256 value, bytes data) payable returns (bytes result)',
])

/** Whether `account` has code on `chain` (asked from the chain's RPC). */
export async function isDeployed(chain: TestWalletChain, account: WalletAccount): Promise<boolean> {
  const code = (await forwardRpc(chain.rpcUrl, 'eth_getCode', [
    account.address,
    'latest',
  ])) as Hex | null
  return typeof code === 'string' && code !== '0x' && code !== '0x0'
}

/**
 * The signature `account` answers with for its owner's `signature`: unchanged for a key account
 * and a deployed contract account (EIP-1271 checks the owner's signature); for a contract account
 * with a factory that has no code on `chain` yet, wrapped in ERC-6492 so a verifier can deploy it
 * (in a simulation) before asking it, as smart-account wallets answer before their first
 * transaction.
 */
export async function accountSignature(
  chain: TestWalletChain,
  account: WalletAccount,
  signature: Hex,
): Promise<Hex> {
  const factory = account.contract?.factory
  const factoryData = account.contract?.factoryData
  if (!factory || !factoryData) return signature
  if (await isDeployed(chain, account)) return signature
  return serializeErc6492Signature({ address: factory, data: factoryData, signature })
}

/** A call `account` (a contract account) makes, as the transaction its owner sends. */
export function executeCallData(target: Hex, value: bigint, data: Hex | undefined): Hex {
  return encodeFunctionData({
    abi: EXECUTE_ABI,
    functionName: 'execute',
    args: [target, value, data ?? '0x'],
  })
}
