import { toBase58 } from './base58.ts'
import type { DecodedMessage } from './decodeTransaction.ts'

/** Base fee per signature, as on every Solana cluster (and in litesvm). */
export const LAMPORTS_PER_SIGNATURE = 5_000n

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
// Default compute unit limits per instruction (SIMD-0170: builtins reserve less).
const DEFAULT_INSTRUCTION_COMPUTE_UNITS = 200_000n
const BUILTIN_INSTRUCTION_COMPUTE_UNITS = 3_000n
const MAX_COMPUTE_UNITS = 1_400_000n
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n
const BUILTIN_PROGRAMS = new Set([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET_PROGRAM,
  'BPFLoaderUpgradeab1e11111111111111111111111',
])

/** The fee a message pays: signatures × 5,000 plus the priority fee (price × limit, rounded up). */
export function calculateFee(message: DecodedMessage): bigint {
  let unitLimit: bigint | null = null
  let microLamportsPerUnit = 0n
  let defaultLimit = 0n
  for (const ix of message.instructions) {
    const program = message.staticAccountKeys[ix.programIdIndex] ?? ''
    const data = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength)
    if (program === COMPUTE_BUDGET_PROGRAM) {
      if (ix.data[0] === 2 && ix.data.length >= 5) unitLimit = BigInt(data.getUint32(1, true))
      if (ix.data[0] === 3 && ix.data.length >= 9) microLamportsPerUnit = data.getBigUint64(1, true)
    }
    defaultLimit += BUILTIN_PROGRAMS.has(program)
      ? BUILTIN_INSTRUCTION_COMPUTE_UNITS
      : DEFAULT_INSTRUCTION_COMPUTE_UNITS
  }
  const limit = unitLimit ?? defaultLimit
  const units = limit < MAX_COMPUTE_UNITS ? limit : MAX_COMPUTE_UNITS
  const priority =
    (microLamportsPerUnit * units + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures) + priority
}

/** The fee payer: the first account key. */
export function feePayerOf(message: DecodedMessage): string {
  return message.staticAccountKeys[0] ?? toBase58(new Uint8Array(32))
}
