import type { LiteSvm } from 'litesvm/dist/internal.js'
import { toBase58 } from './base58.ts'
import type { DecodedMessage } from './decodeTransaction.ts'
import { readAccount } from './readAccount.ts'

const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111'
// Lookup table accounts start with 56 bytes of metadata, then 32-byte addresses.
const LOOKUP_TABLE_META_SIZE = 56

export type ResolvedAccountKeys = {
  /** Static keys, then every loaded writable key, then every loaded readonly key. */
  accountKeys: string[]
  loadedAddresses: { writable: string[]; readonly: string[] }
}

/** Resolves a v0 message's lookup tables; returns the TransactionError name when it can't. */
export function resolveAccountKeys(
  svm: LiteSvm,
  message: DecodedMessage,
): ResolvedAccountKeys | string {
  const writable: string[] = []
  const readonly: string[] = []
  for (const lookup of message.addressTableLookups) {
    const table = readAccount(svm, lookup.accountKey)
    if (!table) return 'AddressLookupTableNotFound'
    if (table.owner !== ADDRESS_LOOKUP_TABLE_PROGRAM) return 'InvalidAddressLookupTableOwner'
    const count = Math.floor((table.data.length - LOOKUP_TABLE_META_SIZE) / 32)
    const at = (index: number) => {
      const start = LOOKUP_TABLE_META_SIZE + index * 32
      return toBase58(table.data.subarray(start, start + 32))
    }
    const all = [...lookup.writableIndexes, ...lookup.readonlyIndexes]
    if (all.some((index) => index >= count)) return 'InvalidAddressLookupTableIndex'
    writable.push(...lookup.writableIndexes.map(at))
    readonly.push(...lookup.readonlyIndexes.map(at))
  }
  return {
    accountKeys: [...message.staticAccountKeys, ...writable, ...readonly],
    loadedAddresses: { writable, readonly },
  }
}

/** Whether the key at `index` (in resolved order) is writable. */
export function isWritableIndex(
  message: DecodedMessage,
  index: number,
  loadedWritableCount: number,
): boolean {
  const { numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts } =
    message.header
  const staticCount = message.staticAccountKeys.length
  if (index < numRequiredSignatures)
    return index < numRequiredSignatures - numReadonlySignedAccounts
  if (index < staticCount) return index < staticCount - numReadonlyUnsignedAccounts
  return index < staticCount + loadedWritableCount
}
