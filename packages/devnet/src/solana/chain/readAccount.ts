import type { LiteSvm } from 'litesvm/dist/internal.js'
import { fromBase58, toBase58 } from './base58.ts'

/** An account as the RPC reports it. */
export type AccountState = {
  lamports: bigint
  data: Uint8Array
  owner: string
  executable: boolean
}

/** Reads an account; a missing or emptied (0 lamports, no data) account is null, as on a cluster. */
export function readAccount(svm: LiteSvm, address: string): AccountState | null {
  const account = svm.getAccount(fromBase58(address))
  if (account === null) return null
  const lamports = account.lamports()
  const data = account.data()
  if (lamports === 0n && data.length === 0) return null
  return { lamports, data, owner: toBase58(account.owner()), executable: account.executable() }
}
