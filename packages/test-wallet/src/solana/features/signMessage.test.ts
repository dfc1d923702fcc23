import { address, getPublicKeyFromAddress, getUtf8Encoder, verifySignature } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { connected, makeSolanaWallet, SOLANA_DEV } from '../../../test/solana.ts'

const caught = (promise: Promise<unknown>) => promise.catch((error: unknown) => error)
const encode = (text: string) => new Uint8Array(getUtf8Encoder().encode(text))

/** Verifies an ed25519 signature against a base58 address with WebCrypto (through kit). */
async function verifies(signer: string, signature: Uint8Array, message: Uint8Array) {
  const publicKey = await getPublicKeyFromAddress(address(signer))
  return verifySignature(publicKey, signature as Parameters<typeof verifySignature>[1], message)
}

describe('solana:signMessage', () => {
  test('signs the bytes as given; the signature verifies for the account', async () => {
    const wallet = makeSolanaWallet()
    const account = await connected(wallet)
    const message = encode('Sign in to Latch ✓')
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(output!.signedMessage).toEqual(message)
    expect(output!.signatureType).toBe('ed25519')
    expect(output!.signature).toHaveLength(64)
    expect(await verifies(SOLANA_DEV[0]!.address, output!.signature, message)).toBe(true)
    // Checked against another message and another account, so the check itself can fail.
    expect(await verifies(SOLANA_DEV[0]!.address, output!.signature, encode('other'))).toBe(false)
    expect(await verifies(SOLANA_DEV[1]!.address, output!.signature, message)).toBe(false)
  })

  test('signs with the account selected after setAccount', async () => {
    const wallet = makeSolanaWallet()
    await connected(wallet)
    wallet.setAccount(1)
    const [account] = wallet.accounts
    const message = encode('second account')
    const [output] = await wallet.features['solana:signMessage'].signMessage({
      account: account!,
      message,
    })
    expect(await verifies(SOLANA_DEV[1]!.address, output!.signature, message)).toBe(true)
  })

  test('several inputs give one output each, in order', async () => {
    const wallet = makeSolanaWallet()
    const account = await connected(wallet)
    const messages = [encode('one'), encode('two')]
    const outputs = await wallet.features['solana:signMessage'].signMessage(
      ...messages.map((message) => ({ account, message })),
    )
    expect(outputs.map((output) => output.signedMessage)).toEqual(messages)
    expect(wallet.approvals).toHaveLength(3)
  })

  test('reject policy: 4001', async () => {
    const wallet = makeSolanaWallet()
    const account = await connected(wallet)
    wallet.setPolicy('reject')
    const error = await caught(
      wallet.features['solana:signMessage'].signMessage({ account, message: encode('x') }),
    )
    expect(error).toMatchObject({ code: 4001 })
    expect(wallet.approvals.at(-1)).toEqual({
      method: 'solana:signMessage',
      decision: 'rejected',
    })
  })

  test('an account the app was not given: 4100, no prompt', async () => {
    const wallet = makeSolanaWallet()
    const account = await connected(wallet)
    const other = { ...account, address: SOLANA_DEV[1]!.address }
    const signMessage = wallet.features['solana:signMessage'].signMessage
    expect(await caught(signMessage({ account: other, message: encode('x') }))).toMatchObject({
      code: 4100,
    })
    await wallet.features['standard:disconnect'].disconnect()
    expect(await caught(signMessage({ account, message: encode('x') }))).toMatchObject({
      code: 4100,
    })
    expect(wallet.approvals).toHaveLength(1)
  })

  test('a message that is not bytes: -32602', async () => {
    const wallet = makeSolanaWallet()
    const account = await connected(wallet)
    const error = await caught(
      wallet.features['solana:signMessage'].signMessage({
        account,
        message: 'text' as unknown as Uint8Array,
      }),
    )
    expect(error).toMatchObject({ code: -32602 })
  })
})
