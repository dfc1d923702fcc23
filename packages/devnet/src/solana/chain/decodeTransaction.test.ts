import { address, createNoopSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { expect, test } from 'vitest'
import { SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_FAUCET } from '../constants.ts'
import { toBase58 } from './base58.ts'
import { decodeTransaction, TransactionDecodeError } from './decodeTransaction.ts'
import { devnetSigner, signTransaction } from './signTransaction.ts'
import { verifySignatures } from './verifySignatures.ts'

const faucet = devnetSigner(SOLANA_DEVNET_FAUCET)
const blockhash = toBase58(new Uint8Array(32).fill(1))
const wire = signTransaction(
  [
    getTransferSolInstruction({
      source: createNoopSigner(address(faucet.address)),
      destination: address(SOLANA_DEVNET_ACCOUNTS[0]!.address),
      amount: 42n,
    }),
  ],
  faucet,
  [],
  { blockhash, lastValidBlockHeight: 0n },
)

test('a legacy transfer decodes to its keys, blockhash and instruction', () => {
  const tx = decodeTransaction(wire)
  expect(tx.message.version).toBe('legacy')
  expect(tx.message.header).toEqual({
    numRequiredSignatures: 1,
    numReadonlySignedAccounts: 0,
    numReadonlyUnsignedAccounts: 1,
  })
  expect(tx.message.staticAccountKeys).toEqual([
    faucet.address,
    SOLANA_DEVNET_ACCOUNTS[0]!.address,
    '11111111111111111111111111111111',
  ])
  expect(tx.message.recentBlockhash).toBe(blockhash)
  expect(tx.message.instructions).toEqual([
    {
      programIdIndex: 2,
      accounts: [0, 1],
      data: new Uint8Array([2, 0, 0, 0, 42, 0, 0, 0, 0, 0, 0, 0]),
    },
  ])
  expect(verifySignatures(tx)).toBe(true)
})

test('a changed message byte fails signature verification', () => {
  const tampered = wire.slice()
  tampered[tampered.length - 1] = 43
  expect(verifySignatures(decodeTransaction(tampered))).toBe(false)
})

test.each([
  ['empty input', new Uint8Array()],
  ['truncated', wire.subarray(0, wire.length - 1)],
  ['trailing bytes', new Uint8Array([...wire, 0])],
  ['signature count mismatch', new Uint8Array([0, ...wire.subarray(65)])],
  ['unsupported version 1', new Uint8Array([...wire.subarray(0, 65), 0x81, ...wire.subarray(65)])],
])('%s is rejected', (_case, bytes) => {
  expect(() => decodeTransaction(bytes)).toThrow(TransactionDecodeError)
})
