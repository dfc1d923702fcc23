/**
 * How the frame treats each RPC method (SPEC §6). The frame enforces the lists itself — it never
 * trusts the host's classification — with the same lists core uses (`SAFE_RPC_METHODS`,
 * `UNSAFE_RPC_METHODS` from `@latch/core/adapter`): a method on neither is refused (4200
 * 'Requested RPC call is not allowed'); on a list, the frame answers it itself, forwards it to
 * the chain's RPC (safe reads, a signed transaction), asks the visitor first (unsafe), or refuses
 * it as not supported yet (permissions and raw user operations).
 */
import { SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from '@latch/core/adapter'

/** Answered by the frame itself, without the chain. */
export const LOCAL_RPC_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'wallet_getCapabilities',
  // EIP-5792: from the batches this frame sent (the bundler's or the chain's receipts).
  'wallet_getCallsStatus',
  'wallet_switchEthereumChain',
  'solana_getAccounts',
  'solana_requestAccounts',
]

/** Unsafe methods the frame signs (after the visitor approves). */
export const SIGNING_RPC_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  // EIP-5792: one user operation of the smart account, or one transaction per call (sendCalls.ts).
  'wallet_sendCalls',
  // ERC-7715 smart sessions (permissions.ts): the grant and the revoke ask; a batch under a
  // granted session does not.
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]

/** On the lists, but this wallet does not run them yet (raw user operations). */
export const NOT_YET_SUPPORTED_METHODS: readonly string[] = ['eth_sendUserOperation']

export type MethodKind = 'local' | 'forwarded' | 'unsafe' | 'not-supported' | 'not-allowed'

export function classifyMethod(method: string): MethodKind {
  const safe = SAFE_RPC_METHODS.includes(method)
  const unsafe = UNSAFE_RPC_METHODS.includes(method)
  if (!safe && !unsafe) return 'not-allowed'
  if (NOT_YET_SUPPORTED_METHODS.includes(method)) return 'not-supported'
  if (LOCAL_RPC_METHODS.includes(method)) return 'local'
  if (unsafe) return SIGNING_RPC_METHODS.includes(method) ? 'unsafe' : 'not-supported'
  // Any other safe method is a read of an EVM chain (the Solana ones are local above).
  return method.startsWith('solana_') ? 'not-supported' : 'forwarded'
}

/** The namespace a method belongs to: the request's chain must be of it. */
export function methodNamespace(method: string): 'eip155' | 'solana' {
  return method.startsWith('solana_') ? 'solana' : 'eip155'
}
