import { describe, expect, test } from 'vitest'
import { messageHash, verifyBip322P2wpkh } from '../../test/verifyBip322.ts'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.ts'

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

describe('the independent BIP-322 verifier (checked against the BIP itself)', () => {
  test('message hashes of the BIP', () => {
    expect(Buffer.from(messageHash('')).toString('hex')).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(Buffer.from(messageHash('Hello World')).toString('hex')).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  test("the BIP's P2WPKH signatures verify, and not for another message", () => {
    const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    const empty =
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    const hello =
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
    expect(verifyBip322P2wpkh(address, '', empty)).toBe(true)
    expect(verifyBip322P2wpkh(address, 'Hello World', hello)).toBe(true)
    expect(verifyBip322P2wpkh(address, 'Hello World', empty)).toBe(false)
  })
})

describe('Bitcoin test wallet', () => {
  test('derives BIP-84 / BIP-86 addresses of the dev mnemonic with the network prefix', () => {
    const testnet = createBitcoinTestWallet()
    expect(testnet.chains).toEqual(['bitcoin:testnet'])
    expect(testnet.addresses.payment).toMatch(/^tb1q[a-z0-9]{38}$/)
    expect(testnet.addresses.ordinals).toMatch(/^tb1p[a-z0-9]{58}$/)
    const mainnet = createBitcoinTestWallet({ network: 'mainnet' })
    expect(mainnet.addresses.payment).toMatch(/^bc1q/)
    expect(mainnet.addresses.ordinals).toMatch(/^bc1p/)
    expect(createBitcoinTestWallet({ network: 'regtest' }).addresses.payment).toMatch(/^bcrt1q/)
    // Deterministic: the same mnemonic gives the same addresses.
    expect(createBitcoinTestWallet().addresses).toEqual(testnet.addresses)
  })

  test('bitcoin:connect grants the purposes asked for, in their order, after approval', async () => {
    const wallet = createBitcoinTestWallet()
    const changes: unknown[] = []
    wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(accounts))
    expect(wallet.accounts).toEqual([])
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['ordinals', 'payment'],
    })
    expect(accounts.map((account) => [account.purpose, account.address])).toEqual([
      ['ordinals', wallet.addresses.ordinals],
      ['payment', wallet.addresses.payment],
    ])
    expect(wallet.connected).toBe(true)
    expect(wallet.approvals).toEqual([{ method: 'bitcoin:connect', decision: 'approved' }])
    expect(changes).toHaveLength(1)
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    expect(changes).toHaveLength(2)
  })

  test('a refused connect rejects with 4001 and grants nothing', async () => {
    const wallet = createBitcoinTestWallet({ policy: 'reject' })
    await expect(
      wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(wallet.connected).toBe(false)
  })

  test('signs BIP-322 with the payment key; an independent verifier accepts it', async () => {
    const wallet = createBitcoinTestWallet()
    const [payment] = (
      await wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    ).accounts
    const message = 'Sign in to example.com'
    const [output] = await wallet.features['bitcoin:signMessage'].signMessage({
      account: payment!,
      message: new TextEncoder().encode(message),
    })
    const signature = base64(output!.signature)
    expect(verifyBip322P2wpkh(wallet.addresses.payment, message, signature)).toBe(true)
    expect(verifyBip322P2wpkh(wallet.addresses.payment, `${message}.`, signature)).toBe(false)
    const other = createBitcoinTestWallet({ mnemonic: 'abandon '.repeat(11).concat('about') })
    expect(verifyBip322P2wpkh(other.addresses.payment, message, signature)).toBe(false)
  })

  test('refuses to sign for an account it did not grant (4100) or when the visitor declines (4001)', async () => {
    const wallet = createBitcoinTestWallet()
    const message = new TextEncoder().encode('hi')
    const account = { address: wallet.addresses.payment } as never
    await expect(
      wallet.features['bitcoin:signMessage'].signMessage({ account, message }),
    ).rejects.toMatchObject({ code: 4100 })
    await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    wallet.setPolicy('reject')
    await expect(
      wallet.features['bitcoin:signMessage'].signMessage({ account, message }),
    ).rejects.toMatchObject({ code: 4001 })
  })
})
