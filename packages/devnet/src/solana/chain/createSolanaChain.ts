import { LiteSvm } from 'litesvm/dist/internal.js'
import { toBase58 } from './base58.ts'
import type { DecodedTransaction } from './decodeTransaction.ts'
import { calculateFee } from './fees.ts'
import { type AccountState, readAccount } from './readAccount.ts'
import { resolveAccountKeys } from './resolveAccountKeys.ts'
import { collectTokenBalances, type TokenBalance } from './tokenBalances.ts'
import type { TransactionErrorJson } from './transactionError.ts'
import { type ExecutionResult, toExecutionResult } from './transactionMeta.ts'

/** Blocks a blockhash stays valid for, as on a cluster (MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALID_BLOCKS = 150n
// Blockhashes older than this are forgotten entirely.
const BLOCKHASH_MEMORY_SLOTS = 300n

/** A landed transaction, as getTransaction and friends report it. */
export type TransactionRecord = ExecutionResult & {
  signature: string
  slot: bigint
  blockTime: number
  transaction: DecodedTransaction
  accountKeys: string[]
  loadedAddresses: { writable: string[]; readonly: string[] }
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
}

export type SubmitOutcome =
  | { landed: true; record: TransactionRecord }
  | { landed: false; err: TransactionErrorJson }

export type SimulationOutcome = ExecutionResult & {
  accountKeys: string[]
  /** State after the simulation of each account key; empty when it failed. */
  postAccounts: Map<string, AccountState | null>
}

export type SlotInfo = { slot: bigint; parent: bigint; root: bigint }

/**
 * The local chain: litesvm plus the slot, blockhash and history model an RPC needs.
 *
 * litesvm executes at once and knows one blockhash, so this layer keeps time: every landed
 * transaction closes its slot (the next slot gets a new blockhash), blockhashes stay valid for
 * 150 blocks, block height = slots since start (no skipped slots), and every landed transaction
 * is final at once (one node, no forks).
 */
export type SolanaChain = {
  svm: LiteSvm
  slot(): bigint
  blockHeight(): bigint
  blockTime(slot: bigint): number | null
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint }
  isBlockhashValid(blockhash: string): boolean
  /** Closes the current slot: new slot, new blockhash, clock moved to now. */
  advanceSlot(): void
  getAccount(address: string): AccountState | null
  /** Executes for real. Only fee-paying outcomes land (and enter history). */
  submit(tx: DecodedTransaction): SubmitOutcome
  simulate(tx: DecodedTransaction, options: { replaceRecentBlockhash: boolean }): SimulationOutcome
  transaction(signature: string): TransactionRecord | undefined
  /** Signatures that touched `address`, newest first. */
  signaturesFor(address: string): readonly string[]
  transactionCount(): number
  onSlot(listener: (info: SlotInfo) => void): () => void
  onTransaction(listener: (record: TransactionRecord) => void): () => void
}

/** Creates an empty chain with litesvm's default programs and the native mint. */
export function createSolanaChain(now: () => number = Date.now): SolanaChain {
  const svm = new LiteSvm()
  svm.withNativeMints()
  // Signatures are checked by the RPC layer (it owes -32003 and sigVerify semantics), and
  // blockhashes against the window below: litesvm alone accepts only its latest one.
  svm.setSigverify(false)
  svm.setBlockhashCheck(false)
  // Our history answers duplicates; litesvm's would keep every transaction a second time.
  svm.setTransactionHistory(0n)

  const startSlot = svm.getClock().slot
  let slot = startSlot
  const blockhashes = new Map<string, bigint>([[svm.latestBlockhash(), slot]])
  const slotTimes = new Map<bigint, number>([[slot, Math.floor(now() / 1000)]])
  const history = new Map<string, TransactionRecord>()
  const byAddress = new Map<string, string[]>()
  const slotListeners = new Set<(info: SlotInfo) => void>()
  const txListeners = new Set<(record: TransactionRecord) => void>()

  const heightOf = (s: bigint) => s - startSlot
  const isBlockhashValid = (hash: string) => {
    const issued = blockhashes.get(hash)
    return issued !== undefined && heightOf(issued) + BLOCKHASH_VALID_BLOCKS >= heightOf(slot)
  }
  const latestBlockhash = () => {
    const blockhash = svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: heightOf(slot) + BLOCKHASH_VALID_BLOCKS }
  }

  const advanceSlot = () => {
    slot += 1n
    const seconds = Math.floor(now() / 1000)
    svm.expireBlockhash()
    blockhashes.set(svm.latestBlockhash(), slot)
    for (const [hash, issued] of blockhashes) {
      if (issued + BLOCKHASH_MEMORY_SLOTS < slot) blockhashes.delete(hash)
    }
    slotTimes.set(slot, seconds)
    slotTimes.delete(slot - 100_000n)
    const clock = svm.getClock()
    clock.slot = slot
    clock.unixTimestamp = BigInt(seconds)
    svm.setClock(clock)
    for (const listener of slotListeners) listener({ slot, parent: slot - 1n, root: slot - 1n })
  }

  const balances = (keys: string[]) => keys.map((key) => readAccount(svm, key)?.lamports ?? 0n)

  // Checks a validator makes before executing: lookup tables, blockhash, duplicates.
  const precheck = (tx: DecodedTransaction, checkBlockhash: boolean) => {
    const resolved = resolveAccountKeys(svm, tx.message)
    if (typeof resolved === 'string') return resolved
    if (checkBlockhash && !isBlockhashValid(tx.message.recentBlockhash)) return 'BlockhashNotFound'
    return resolved
  }

  const execute = (tx: DecodedTransaction, mode: 'send' | 'simulate') => {
    const legacy = tx.message.version === 'legacy'
    if (mode === 'send') {
      return legacy ? svm.sendLegacyTransaction(tx.wire) : svm.sendVersionedTransaction(tx.wire)
    }
    return legacy
      ? svm.simulateLegacyTransaction(tx.wire)
      : svm.simulateVersionedTransaction(tx.wire)
  }

  const submit = (tx: DecodedTransaction): SubmitOutcome => {
    const signature = toBase58(tx.signatures[0] as Uint8Array)
    if (history.has(signature)) return { landed: false, err: 'AlreadyProcessed' }
    const resolved = precheck(tx, true)
    if (typeof resolved === 'string') return { landed: false, err: resolved }
    const { accountKeys } = resolved
    const preBalances = balances(accountKeys)
    const preTokenBalances = collectTokenBalances(svm, accountKeys)
    const result = toExecutionResult(execute(tx, 'send'))
    const postBalances = balances(accountKeys)
    // A failure that charged no fee never made it into a block (e.g. InsufficientFundsForFee).
    if (result.err !== null && (postBalances[0] ?? 0n) >= (preBalances[0] ?? 0n)) {
      return { landed: false, err: result.err }
    }
    const record: TransactionRecord = {
      ...result,
      ...resolved,
      signature,
      slot,
      blockTime: slotTimes.get(slot) ?? Math.floor(now() / 1000),
      transaction: tx,
      fee: calculateFee(tx.message),
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: collectTokenBalances(svm, accountKeys),
    }
    history.set(signature, record)
    for (const key of new Set(accountKeys)) {
      const list = byAddress.get(key) ?? []
      list.push(signature)
      byAddress.set(key, list)
    }
    advanceSlot()
    for (const listener of txListeners) listener(record)
    return { landed: true, record }
  }

  const simulate = (tx: DecodedTransaction, options: { replaceRecentBlockhash: boolean }) => {
    const resolved = precheck(tx, !options.replaceRecentBlockhash)
    if (typeof resolved === 'string') {
      return {
        err: resolved,
        logMessages: [],
        innerInstructions: [],
        computeUnitsConsumed: 0n,
        returnData: null,
        accountKeys: tx.message.staticAccountKeys,
        postAccounts: new Map(),
      }
    }
    const outcome = execute(tx, 'simulate')
    const result = toExecutionResult(outcome)
    const postAccounts = new Map<string, AccountState | null>()
    if ('postAccounts' in outcome) {
      for (const entry of outcome.postAccounts()) {
        const account = entry.account()
        postAccounts.set(toBase58(entry.address), {
          lamports: account.lamports(),
          data: account.data(),
          owner: toBase58(account.owner()),
          executable: account.executable(),
        })
      }
    }
    return { ...result, accountKeys: resolved.accountKeys, postAccounts }
  }

  return {
    svm,
    slot: () => slot,
    blockHeight: () => heightOf(slot),
    blockTime: (s) => slotTimes.get(s) ?? null,
    latestBlockhash,
    isBlockhashValid,
    advanceSlot,
    getAccount: (address) => readAccount(svm, address),
    submit,
    simulate,
    transaction: (signature) => history.get(signature),
    signaturesFor: (address) => (byAddress.get(address) ?? []).toReversed(),
    transactionCount: () => history.size,
    onSlot: (listener) => {
      slotListeners.add(listener)
      return () => slotListeners.delete(listener)
    },
    onTransaction: (listener) => {
      txListeners.add(listener)
      return () => txListeners.delete(listener)
    },
  }
}
