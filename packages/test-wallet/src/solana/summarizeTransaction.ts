import type { DecodedMessage } from './decodeTransaction.ts'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** System program instruction index of `Transfer` (u32 little-endian), then u64 lamports. */
const SYSTEM_TRANSFER = 2
const SYSTEM_TRANSFER_DATA_BYTES = 12
const LAMPORTS_PER_SOL = 1_000_000_000n
const SOL_DECIMALS = 9

/** Names the prompt gives the programs apps use most. */
const PROGRAM_NAMES: Readonly<Record<string, string>> = {
  [SYSTEM_PROGRAM]: 'System',
  ComputeBudget111111111111111111111111111111: 'Compute Budget',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'Token',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo',
}

/** What a transaction prompt shows about one transaction. */
export type TransactionSummary = {
  version: 'legacy' | 0
  feePayer: string
  instructionCount: number
  /** Program names (or addresses), once each, in order of first use. */
  programs: string[]
  /** Plain SOL transfers (System `Transfer` instructions). */
  transfers: { to: string; lamports: bigint }[]
}

/** Reads the fee payer, the instructions and any SOL transfers out of a decoded message. */
export function summarizeTransaction(message: DecodedMessage): TransactionSummary {
  // v0 accounts from lookup tables come after the static ones; the prompt can't name them.
  const accountAt = (index: number | undefined) =>
    index === undefined ? '?' : (message.staticAccounts[index] ?? `lookup table account #${index}`)
  const programs: string[] = []
  const transfers: TransactionSummary['transfers'] = []
  for (const instruction of message.instructions) {
    const program = accountAt(instruction.programAddressIndex)
    const name = PROGRAM_NAMES[program] ?? program
    if (!programs.includes(name)) programs.push(name)
    const data = Uint8Array.from(instruction.data ?? [])
    if (program === SYSTEM_PROGRAM && data.length === SYSTEM_TRANSFER_DATA_BYTES) {
      const view = new DataView(data.buffer)
      if (view.getUint32(0, true) === SYSTEM_TRANSFER) {
        const to = accountAt(instruction.accountIndices?.[1])
        transfers.push({ to, lamports: view.getBigUint64(4, true) })
      }
    }
  }
  return {
    version: message.version,
    feePayer: accountAt(0),
    instructionCount: message.instructions.length,
    programs,
    transfers,
  }
}

/** Lamports as SOL without trailing zeros: `500000000n` → `'0.5'`. */
export function formatSol(lamports: bigint): string {
  const whole = lamports / LAMPORTS_PER_SOL
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(SOL_DECIMALS, '0')
  const trimmed = fraction.replace(/0+$/, '')
  return trimmed ? `${whole}.${trimmed}` : String(whole)
}
