import { address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { createSignInMessageText, verifySignIn } from '@solana/wallet-standard-util'
import { describe, expect, test } from 'vitest'
import { makeSolanaWallet, SOLANA_DEV } from '../../../test/solana.ts'
import { createSignInMessage } from '../createSignInMessage.ts'

const caught = (promise: Promise<unknown>) => promise.catch((error: unknown) => error)

describe('createSignInMessage', () => {
  test('only the required lines when nothing else is given', () => {
    expect(createSignInMessage({ domain: 'example.com', address: 'Addr' })).toBe(
      'example.com wants you to sign in with your Solana account:\nAddr',
    )
  })

  test('statement, fields in their fixed order and resources', () => {
    expect(
      createSignInMessage({
        domain: 'localhost:5173',
        address: 'Addr',
        statement: 'Welcome to Latch.',
        nonce: 'n0nce123',
        uri: 'http://localhost:5173',
        version: '1',
        chainId: 'devnet',
        issuedAt: '2026-01-01T00:00:00.000Z',
        resources: ['https://a.example', 'https://b.example'],
      }),
    ).toMatchInlineSnapshot(`
      "localhost:5173 wants you to sign in with your Solana account:
      Addr

      Welcome to Latch.

      URI: http://localhost:5173
      Version: 1
      Chain ID: devnet
      Nonce: n0nce123
      Issued At: 2026-01-01T00:00:00.000Z
      Resources:
      - https://a.example
      - https://b.example"
    `)
  })
})

describe('solana:signIn', () => {
  const input = {
    domain: 'localhost:5173',
    statement: 'Sign in to the Latch demo.',
    uri: 'http://localhost:5173',
    version: '1',
    chainId: 'devnet',
    nonce: 'abcdef12',
    issuedAt: '2026-01-01T00:00:00.000Z',
  }

  test('connects and signs a message the reference verifier accepts', async () => {
    const wallet = makeSolanaWallet()
    const [output] = await wallet.features['solana:signIn'].signIn(input)
    expect(output!.account.address).toBe(SOLANA_DEV[0]!.address)
    expect(wallet.accounts).toEqual([output!.account])
    expect(verifySignIn(input, output!)).toBe(true)
    // The same output for different input fails verification, so the check can fail.
    expect(verifySignIn({ ...input, nonce: 'other123' }, output!)).toBe(false)
  })

  test('the ed25519 signature is over exactly the signed message bytes', async () => {
    const wallet = makeSolanaWallet()
    const [output] = await wallet.features['solana:signIn'].signIn(input)
    const key = await getPublicKeyFromAddress(address(output!.account.address))
    const signature = output!.signature as SignatureBytes
    expect(signature).toHaveLength(64)
    expect(await verifySignature(key, signature, output!.signedMessage)).toBe(true)
    const changed = output!.signedMessage.slice()
    changed[changed.length - 1]! ^= 1
    expect(await verifySignature(key, signature, changed)).toBe(false)
  })

  test('every field: the text @solana/wallet-standard-util builds from the same input', async () => {
    const wallet = makeSolanaWallet()
    const full = {
      ...input,
      address: SOLANA_DEV[0]!.address,
      expirationTime: '2026-01-01T00:10:00.000Z',
      notBefore: '2025-12-31T23:59:00.000Z',
      requestId: 'req-7',
      resources: [
        'https://example.com/terms',
        'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
      ],
    }
    const [output] = await wallet.features['solana:signIn'].signIn(full)
    expect(new TextDecoder().decode(output!.signedMessage)).toBe(createSignInMessageText(full))
    expect(wallet.approvals).toEqual([{ method: 'solana:signIn', decision: 'approved' }])
  })

  test('fills in the address of the selected account', async () => {
    const wallet = makeSolanaWallet()
    wallet.setAccount(1)
    const [output] = await wallet.features['solana:signIn'].signIn(input)
    expect(new TextDecoder().decode(output!.signedMessage).split('\n')[1]).toBe(
      SOLANA_DEV[1]!.address,
    )
    expect(verifySignIn({ ...input, address: SOLANA_DEV[1]!.address }, output!)).toBe(true)
  })

  test('refusal: 4001 and still disconnected', async () => {
    const wallet = makeSolanaWallet({ policy: 'reject' })
    expect(await caught(wallet.features['solana:signIn'].signIn(input))).toMatchObject({
      code: 4001,
    })
    expect(wallet.accounts).toEqual([])
  })

  test('another address or no domain without a page: -32602', async () => {
    const wallet = makeSolanaWallet()
    const signIn = wallet.features['solana:signIn'].signIn
    expect(await caught(signIn({ ...input, address: SOLANA_DEV[1]!.address }))).toMatchObject({
      code: -32602,
    })
    expect(await caught(signIn({ nonce: 'abcdef12' }))).toMatchObject({ code: -32602 })
    expect(wallet.approvals).toEqual([])
  })
})
