import { createHash } from 'node:crypto'
import { address } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { expect, test } from 'vitest'
import { fromBase58, toBase58 } from './chain/base58.ts'
import { privateKeyFromSecret, publicKeyBytes } from './chain/ed25519.ts'
import {
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_CAIP2,
  SOLANA_DEVNET_FAUCET,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_MINTS,
} from './constants.ts'

const keypairs = [...SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_FAUCET, ...SOLANA_DEVNET_MINTS]

test.each(keypairs.map((k) => [k.seedLabel, k] as const))(
  '%s: the written-out key derives from SHA-256 of its label',
  (label, keypair) => {
    const seed = createHash('sha256').update(label).digest()
    const publicKey = publicKeyBytes(privateKeyFromSecret(seed))
    expect(keypair.address).toBe(toBase58(publicKey))
    expect(fromBase58(keypair.secretKey)).toEqual(new Uint8Array([...seed, ...publicKey]))
  },
)

test.each(SOLANA_DEVNET_ACCOUNTS.map((a) => [a.index, a] as const))(
  'dev account %i: the written-out token accounts are its associated token addresses',
  async (_index, account) => {
    for (const mint of SOLANA_DEVNET_MINTS) {
      const [ata] = await findAssociatedTokenPda({
        owner: address(account.address),
        mint: address(mint.address),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      expect(account.tokenAccounts[mint.symbol]).toBe(ata)
    }
  },
)

test('every devnet key is distinct', () => {
  expect(new Set(keypairs.map((k) => k.address)).size).toBe(keypairs.length)
})

test('the CAIP-2 id is solana: plus the first 32 characters of the genesis hash', () => {
  expect(SOLANA_DEVNET_CAIP2).toBe(`solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}`)
})
