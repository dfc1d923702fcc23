/**
 * The visitor's smart account (issue P11, SPEC §3 / §4): an ERC-4337 v0.8 `SimpleAccount` made by
 * the canonical `SimpleAccountFactory`, owned by the visitor's EOA, salt 0 — at the address
 * `factory.getAddress(owner, 0)` on every chain with those contracts (the server derives the
 * same). Counterfactual until its first user operation deploys it (`factory` / `factoryData`).
 * Gas is paid by the account itself (no paymaster): it needs ETH before its first operation.
 *
 * Plain JSON-RPC to the chain and to its bundler (`eth_estimateUserOperationGas`,
 * `eth_sendUserOperation`, `eth_getUserOperationReceipt`): no viem client in the frame's bundle,
 * only viem's ABI encoder and `hashTypedData` (v0.8's user operation hash is EIP-712; the test
 * checks {@link userOperationHash} against viem's `getUserOperationHash`).
 *
 * Signatures: SimpleAccount v0.8 checks a user operation by `ECDSA.recover(userOpHash, signature)
 * == owner` (no message prefix). It has no ERC-1271 `isValidSignature`, so a message or typed
 * data "signed by the smart account" is the owner's signature: a verifier must check it against
 * the account's `owner()`, not call the account.
 */
import {
  type Address,
  concat,
  encodeAbiParameters,
  getAddress,
  type Hex,
  hashTypedData,
  isAddress,
} from 'viem'
import { FrameError, RPC_CODES } from './errors.ts'
import type { JsonRpc } from './jsonRpc.ts'

/** EntryPoint v0.8 (its public address on every chain). */
export const ENTRY_POINT_08: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
/** eth-infinitism's SimpleAccountFactory for EntryPoint v0.8 (public address). */
export const SIMPLE_ACCOUNT_FACTORY_08: Address = '0x13E9ed32155810FDbd067D4522C492D6f68E5944'
/** The factory's salt for the visitor's one account. */
export const SMART_ACCOUNT_SALT = 0n

/** One call a user operation makes. */
export type SmartAccountCall = { to: Address; value: bigint; data: Hex }

/**
 * The functions the frame calls, by selector (`encodeAbiParameters` after it: viem's ABI lookup
 * stays out of the frame's bundle; smartAccount.test.ts checks each against its signature).
 */
export const SELECTORS = {
  /** SimpleAccountFactory `getAddress(address owner, uint256 salt)` */
  getAddress: '0x8cb84e18',
  /** SimpleAccountFactory `createAccount(address owner, uint256 salt)` */
  createAccount: '0x5fbfb9cf',
  /** EntryPoint `getNonce(address sender, uint192 key)` */
  getNonce: '0x35567e1a',
  /** SimpleAccount `execute(address target, uint256 value, bytes data)` */
  execute: '0xb61d27f6',
  /** SimpleAccount `executeBatch((address target, uint256 value, bytes data)[] calls)` */
  executeBatch: '0x34fcd5be',
} as const

/** A v0.8 user operation without paymaster, as the frame builds it. */
export type UserOperation08 = {
  sender: Address
  nonce: bigint
  factory?: Address | undefined
  factoryData?: Hex | undefined
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

const uint128Pair = (high: bigint, low: bigint): Hex =>
  `0x${high.toString(16).padStart(32, '0')}${low.toString(16).padStart(32, '0')}`

/**
 * EntryPoint v0.8's `getUserOpHash`: the EIP-712 hash (domain ERC4337 / 1 / chain / EntryPoint)
 * of the packed user operation — what SimpleAccount recovers its owner from.
 */
export function userOperationHash(chainId: number, op: UserOperation08): Hex {
  return hashTypedData({
    domain: { name: 'ERC4337', version: '1', chainId, verifyingContract: ENTRY_POINT_08 },
    types: {
      PackedUserOperation: [
        { type: 'address', name: 'sender' },
        { type: 'uint256', name: 'nonce' },
        { type: 'bytes', name: 'initCode' },
        { type: 'bytes', name: 'callData' },
        { type: 'bytes32', name: 'accountGasLimits' },
        { type: 'uint256', name: 'preVerificationGas' },
        { type: 'bytes32', name: 'gasFees' },
        { type: 'bytes', name: 'paymasterAndData' },
      ],
    },
    primaryType: 'PackedUserOperation',
    message: {
      sender: op.sender,
      nonce: op.nonce,
      initCode: op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x',
      callData: op.callData,
      accountGasLimits: uint128Pair(op.verificationGasLimit, op.callGasLimit),
      preVerificationGas: op.preVerificationGas,
      gasFees: uint128Pair(op.maxPriorityFeePerGas, op.maxFeePerGas),
      paymasterAndData: '0x',
    },
  })
}

const ownerAndSalt = (owner: Address) =>
  encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, SMART_ACCOUNT_SALT])

/**
 * A signature of the right shape that recovers to no owner: what gas estimation runs with (the
 * account answers SIG_VALIDATION_FAILED instead of reverting, which the bundler allows there).
 */
const DUMMY_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

const hex = (value: bigint): Hex => `0x${value.toString(16)}`

function quantityOf(value: unknown, what: string): bigint {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  throw new FrameError(`${what} is not a hex quantity`, RPC_CODES.internal)
}

/** The owner's smart account address: `factory.getAddress(owner, 0)` read from the chain. */
export async function getSmartAccountAddress(rpc: JsonRpc, owner: Address): Promise<Address> {
  const data = concat([SELECTORS.getAddress, ownerAndSalt(owner)])
  const result = await rpc('eth_call', [{ to: SIMPLE_ACCOUNT_FACTORY_08, data }, 'latest'])
  if (typeof result !== 'string' || !/^0x0{24}[0-9a-fA-F]{40}$/.test(result)) {
    throw new FrameError('The smart account factory gave no address', RPC_CODES.internal)
  }
  const address = `0x${result.slice(26)}`
  if (!isAddress(address, { strict: false }) || /^0x0{40}$/.test(address)) {
    throw new FrameError('The smart account factory gave no address', RPC_CODES.internal)
  }
  return getAddress(address)
}

/** Whether `address` has code (the smart account was deployed by its first user operation). */
export async function hasCode(rpc: JsonRpc, address: Address): Promise<boolean> {
  const code = await rpc('eth_getCode', [address, 'latest'])
  return typeof code === 'string' && code !== '0x' && code !== '0x0'
}

/** The account's `callData` for `calls`: `execute` for one, `executeBatch` (atomic) for more. */
export function encodeCalls(calls: readonly SmartAccountCall[]): Hex {
  if (calls.length === 1) {
    const [call] = calls as [SmartAccountCall]
    return concat([
      SELECTORS.execute,
      encodeAbiParameters(
        [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }],
        [call.to, call.value, call.data],
      ),
    ])
  }
  return concat([
    SELECTORS.executeBatch,
    encodeAbiParameters(
      [
        {
          type: 'tuple[]',
          components: [
            { name: 'target', type: 'address' },
            { name: 'value', type: 'uint256' },
            { name: 'data', type: 'bytes' },
          ],
        },
      ],
      [calls.map((call) => ({ target: call.to, value: call.value, data: call.data }))],
    ),
  ])
}

export type SendUserOperationParameters = {
  /** The chain's JSON-RPC. */
  rpc: JsonRpc
  /** The chain's bundler. */
  bundler: JsonRpc
  chainId: number
  owner: Address
  /** The smart account (`getSmartAccountAddress(rpc, owner)`). */
  sender: Address
  calls: readonly SmartAccountCall[]
  /** Signs the user operation's hash with the owner's key: a raw ECDSA signature, no prefix. */
  sign: (hash: Hex) => Promise<Hex>
}

/**
 * Builds, signs and sends one user operation making `calls` (atomically: one `executeBatch`),
 * deploying the account first when it has no code. Resolves with the user operation hash the
 * bundler accepted.
 */
export async function sendUserOperation(parameters: SendUserOperationParameters): Promise<Hex> {
  const { rpc, bundler, chainId, owner, sender, calls } = parameters
  if (calls.length === 0) throw new FrameError('No calls to send', RPC_CODES.invalidParams)
  const [nonceHex, deployed, block, priority] = await Promise.all([
    rpc('eth_call', [
      {
        to: ENTRY_POINT_08,
        data: concat([
          SELECTORS.getNonce,
          encodeAbiParameters([{ type: 'address' }, { type: 'uint192' }], [sender, 0n]),
        ]),
      },
      'latest',
    ]),
    hasCode(rpc, sender),
    rpc('eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: unknown } | null>,
    rpc('eth_maxPriorityFeePerGas', []).then(
      (value) => quantityOf(value, 'eth_maxPriorityFeePerGas'),
      () => 1_000_000_000n,
    ),
  ])
  const nonce = quantityOf(nonceHex, 'getNonce')
  const baseFee =
    block?.baseFeePerGas === undefined
      ? quantityOf(await rpc('eth_gasPrice', []), 'eth_gasPrice')
      : quantityOf(block.baseFeePerGas, 'baseFeePerGas')
  // As for the frame's transactions: twice the base fee, room for six full blocks of increases.
  const maxFeePerGas = baseFee * 2n + priority
  const initCode = deployed
    ? {}
    : {
        factory: SIMPLE_ACCOUNT_FACTORY_08,
        factoryData: concat([SELECTORS.createAccount, ownerAndSalt(owner)]),
      }
  const callData = encodeCalls(calls)
  const draft = {
    sender,
    nonce: hex(nonce),
    ...initCode,
    callData,
    maxFeePerGas: hex(maxFeePerGas),
    maxPriorityFeePerGas: hex(priority),
    signature: DUMMY_SIGNATURE,
  }
  const estimate = (await bundler('eth_estimateUserOperationGas', [
    draft,
    ENTRY_POINT_08,
  ])) as Record<string, unknown> | null
  const gas = {
    callGasLimit: quantityOf(estimate?.callGasLimit, 'callGasLimit'),
    verificationGasLimit: quantityOf(estimate?.verificationGasLimit, 'verificationGasLimit'),
    preVerificationGas: quantityOf(estimate?.preVerificationGas, 'preVerificationGas'),
  }
  const hash = userOperationHash(chainId, {
    sender,
    nonce,
    ...initCode,
    callData,
    ...gas,
    maxFeePerGas,
    maxPriorityFeePerGas: priority,
  })
  const signature = await parameters.sign(hash)
  const sent = await bundler('eth_sendUserOperation', [
    {
      ...draft,
      callGasLimit: hex(gas.callGasLimit),
      verificationGasLimit: hex(gas.verificationGasLimit),
      preVerificationGas: hex(gas.preVerificationGas),
      signature,
    },
    ENTRY_POINT_08,
  ])
  if (typeof sent !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(sent)) {
    throw new FrameError('The bundler gave no user operation hash', RPC_CODES.internal)
  }
  return sent as Hex
}

/** A transaction receipt's fields EIP-5792 reports (as the node gave them). */
export type CallsReceipt = {
  logs: { address: Address; data: Hex; topics: Hex[] }[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

/** `eth_getUserOperationReceipt`'s answer, the fields the frame reads. */
export type UserOperationReceipt = {
  success: boolean
  /** The user operation's own logs. */
  logs: CallsReceipt['logs']
  /** The bundle transaction's receipt. */
  receipt: CallsReceipt
}

/** The user operation's receipt, or undefined while it is not included. */
export async function getUserOperationReceipt(
  bundler: JsonRpc,
  hash: Hex,
): Promise<UserOperationReceipt | undefined> {
  const receipt = (await bundler('eth_getUserOperationReceipt', [
    hash,
  ])) as UserOperationReceipt | null
  return receipt ?? undefined
}

/**
 * Polls the bundler until the user operation is included; rejects -32603 past `timeoutMs`. (Not
 * abortable: once sent, the operation runs whatever the page does.)
 */
export async function waitForUserOperationReceipt(
  bundler: JsonRpc,
  hash: Hex,
  options: { timeoutMs?: number; pollMs?: number } = {},
): Promise<UserOperationReceipt> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  for (;;) {
    const receipt = await getUserOperationReceipt(bundler, hash)
    if (receipt) return receipt
    if (Date.now() > deadline) {
      throw new FrameError('The user operation was not included in time', RPC_CODES.internal)
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 250))
  }
}
