import { address, createNoopSigner, type Instruction } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { beforeEach, expect, test } from 'vitest'
import { SOLANA_DEVNET_ACCOUNTS } from '../constants.ts'
import { toBase58 } from './base58.ts'
import { BLOCKHASH_VALID_BLOCKS, createSolanaChain, type SolanaChain } from './createSolanaChain.ts'
import { decodeTransaction } from './decodeTransaction.ts'
import { calculateFee } from './fees.ts'
import { seedChain } from './seedChain.ts'
import { devnetSigner, signTransaction } from './signTransaction.ts'

const alice = devnetSigner(SOLANA_DEVNET_ACCOUNTS[0]!)
const bob = SOLANA_DEVNET_ACCOUNTS[1]!.address

let chain: SolanaChain
beforeEach(() => {
  chain = createSolanaChain()
  seedChain(chain)
})

function transfer(lamports: bigint, extra: Instruction[] = [], lifetime = chain.latestBlockhash()) {
  const instruction = getTransferSolInstruction({
    source: createNoopSigner(address(alice.address)),
    destination: address(bob),
    amount: lamports,
  })
  return decodeTransaction(signTransaction([...extra, instruction], alice, [], lifetime))
}

function computeBudget(kind: 2 | 3, value: bigint, bytes: 4 | 8): Instruction {
  // Little-endian value after the kind byte; 4-byte values are written from the low bytes.
  const data = new Uint8Array(9)
  data[0] = kind
  new DataView(data.buffer).setBigUint64(1, value, true)
  return {
    programAddress: address('ComputeBudget111111111111111111111111111111'),
    data: data.subarray(0, 1 + bytes),
  }
}

test('a landed transaction closes its slot and rotates the blockhash', () => {
  const { blockhash } = chain.latestBlockhash()
  const slot = chain.slot()
  const outcome = chain.submit(transfer(1n))
  expect(outcome.landed && outcome.record.slot).toBe(slot)
  expect(chain.slot()).toBe(slot + 1n)
  expect(chain.latestBlockhash().blockhash).not.toBe(blockhash)
  expect(chain.isBlockhashValid(blockhash)).toBe(true)
})

test(`a blockhash expires after ${BLOCKHASH_VALID_BLOCKS} blocks`, () => {
  const lifetime = chain.latestBlockhash()
  const tx = transfer(1n, [], lifetime)
  while (chain.blockHeight() <= lifetime.lastValidBlockHeight) chain.advanceSlot()
  expect(chain.isBlockhashValid(lifetime.blockhash)).toBe(false)
  expect(chain.submit(tx)).toEqual({ landed: false, err: 'BlockhashNotFound' })
})

test('the same transaction twice is AlreadyProcessed and runs once', () => {
  const tx = transfer(1_000n)
  const before = chain.getAccount(bob)?.lamports ?? 0n
  expect(chain.submit(tx).landed).toBe(true)
  expect(chain.submit(tx)).toEqual({ landed: false, err: 'AlreadyProcessed' })
  expect(chain.getAccount(bob)?.lamports).toBe(before + 1_000n)
})

test.each([
  ['no compute budget', []],
  ['a unit limit and price', [computeBudget(2, 50_000n, 4), computeBudget(3, 1_000_003n, 8)]],
  ['a price with the default limit', [computeBudget(3, 7n, 8)]],
])('the recorded fee is what the payer paid (%s)', (_case, extra) => {
  const tx = transfer(0n, extra)
  const before = chain.getAccount(alice.address)!.lamports
  const outcome = chain.submit(tx)
  if (!outcome.landed) throw new Error(`did not land: ${JSON.stringify(outcome.err)}`)
  expect(outcome.record.fee).toBe(calculateFee(tx.message))
  expect(before - chain.getAccount(alice.address)!.lamports).toBe(outcome.record.fee)
})

test('a failing instruction lands, charges the fee and keeps its logs', () => {
  const outcome = chain.submit(transfer(10_000n * 1_000_000_000n))
  if (!outcome.landed) throw new Error('expected the failure to land')
  expect(outcome.record.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
  expect(outcome.record.postBalances[0]).toBe(outcome.record.preBalances[0]! - 5_000n)
  expect(outcome.record.logMessages.join('\n')).toContain('insufficient lamports')
})

test('a fee payer with no lamports is not landed and leaves no history', () => {
  // The chain leaves signature checks to the RPC, so any key may sign for this empty address.
  const empty = { ...alice, address: toBase58(new Uint8Array(32).fill(7)) }
  const instruction = getTransferSolInstruction({
    source: createNoopSigner(address(empty.address)),
    destination: address(bob),
    amount: 1n,
  })
  const tx = decodeTransaction(signTransaction([instruction], empty, [], chain.latestBlockhash()))
  const slot = chain.slot()
  expect(chain.submit(tx).landed).toBe(false)
  expect(chain.slot()).toBe(slot)
  expect(chain.transaction(toBase58(tx.signatures[0]!))).toBeUndefined()
})
