import { address, getPublicKeyFromAddress, verifySignature } from '@solana/kit'
import { page } from '@vitest/browser/context'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, test } from 'vitest'
import {
  compileUnsigned,
  SOLANA_DEV,
  SOLANA_DEV_KEYS,
  transferInstruction,
} from '../../test/solana.ts'
import { DEFAULT_SOLANA_TEST_WALLET_RDNS } from './constants.ts'
import { createSolanaTestWallet } from './createSolanaTestWallet.ts'
import { injectSolanaTestWallet } from './injectSolanaTestWallet.ts'
import { registerSolanaTestWallet } from './registerSolanaTestWallet.ts'

const RPC_URL = 'http://127.0.0.1:9'
const newWallet = (policy: 'approve' | 'prompt' = 'approve') =>
  createSolanaTestWallet({ secretKeys: SOLANA_DEV_KEYS, rpcUrl: RPC_URL, policy })

const prompt = (name: string) => page.getByRole('alertdialog', { name })
const button = (name: 'Approve' | 'Reject') => page.getByRole('button', { name })
const caught = (promise: Promise<unknown>) => promise.catch((error: unknown) => error)
const promptRoot = () =>
  document.querySelector('[data-latch-test-wallet-prompt-host]')?.shadowRoot ?? null

const cleanups: (() => void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  // A test that failed half-way leaves a prompt waiting, and prompts queue: answer them all.
  for (let root = promptRoot(); root; root = promptRoot()) {
    root.querySelector<HTMLButtonElement>('[data-action="reject"]')!.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
})

describe('Wallet Standard registration', () => {
  // One test on purpose: getWallets() is a page-wide singleton, and the first call matters.
  test('an app finds the wallet whether it starts before or after the wallet registers', () => {
    const early = newWallet()
    cleanups.push(registerSolanaTestWallet(early))
    // The app starts now: its `app-ready` event reaches the wallet registered earlier.
    const wallets = getWallets()
    expect(wallets.get()).toContain(early)

    const registered: Wallet[] = []
    const unregistered: Wallet[] = []
    cleanups.push(wallets.on('register', (...added) => registered.push(...added)))
    cleanups.push(wallets.on('unregister', (...removed) => unregistered.push(...removed)))
    // A wallet that starts after the app reaches it through `register-wallet`.
    const late = newWallet()
    const unregister = registerSolanaTestWallet(late)
    expect(registered).toEqual([late])
    expect(wallets.get()).toContain(late)

    unregister()
    expect(unregistered).toEqual([late])
    expect(wallets.get()).not.toContain(late)
    expect(wallets.get()).toContain(early)
  })

  test('the app sees the wallet as the Wallet Standard describes it', () => {
    const wallet = newWallet()
    cleanups.push(registerSolanaTestWallet(wallet))
    const found = getWallets()
      .get()
      .find((candidate) => candidate === wallet)!
    expect(found.name).toBe('Latch Test Wallet')
    expect(found.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(found.chains).toContain('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(Object.keys(found.features)).toContain('solana:signAndSendTransaction')
  })

  test('injectSolanaTestWallet registers it and exposes it for Playwright', () => {
    const wallet = injectSolanaTestWallet({ secretKeys: SOLANA_DEV_KEYS, rpcUrl: RPC_URL })
    cleanups.push(() => wallet.uninject())
    expect(window.__latchTestWallets?.[DEFAULT_SOLANA_TEST_WALLET_RDNS]).toBe(wallet)
    expect(getWallets().get()).toContain(wallet)
    window.__latchTestWallets?.[DEFAULT_SOLANA_TEST_WALLET_RDNS]?.setPolicy('reject')
    expect(wallet.policy).toBe('reject')

    wallet.uninject()
    expect(window.__latchTestWallets?.[DEFAULT_SOLANA_TEST_WALLET_RDNS]).toBeUndefined()
    expect(getWallets().get()).not.toContain(wallet)
  })
})

describe('prompt policy', () => {
  test('connect: Approve gives the app the account', async () => {
    const wallet = newWallet('prompt')
    const result = wallet.features['standard:connect'].connect()
    await expect.element(prompt('Connect to this site')).toBeVisible()
    await expect.element(prompt('Connect to this site')).toHaveTextContent(SOLANA_DEV[0]!.address)
    await button('Approve').click()
    const { accounts } = await result
    expect(accounts.map((account) => account.address)).toEqual([SOLANA_DEV[0]!.address])
  })

  test('sign message: the prompt shows the text; Reject answers 4001, Approve signs', async () => {
    const wallet = newWallet()
    const { accounts } = await wallet.features['standard:connect'].connect()
    wallet.setPolicy('prompt')
    const message = new TextEncoder().encode('Welcome to the Latch demo')
    const sign = () =>
      wallet.features['solana:signMessage'].signMessage({ account: accounts[0]!, message })

    const refused = caught(sign())
    await expect.element(prompt('Sign message')).toHaveTextContent('Welcome to the Latch demo')
    await button('Reject').click()
    expect(await refused).toMatchObject({ code: 4001 })

    const approved = sign()
    await button('Approve').click()
    const [output] = await approved
    // Chromium's own WebCrypto Ed25519 checks the signature.
    const publicKey = await getPublicKeyFromAddress(address(SOLANA_DEV[0]!.address))
    expect(await verifySignature(publicKey, output!.signature as never, message)).toBe(true)
  })

  test('sign transaction: the prompt shows fee payer, instructions and the transfer', async () => {
    const wallet = newWallet()
    const { accounts } = await wallet.features['standard:connect'].connect()
    wallet.setPolicy('prompt')
    const [from, to] = SOLANA_DEV.map((account) => account.address) as [string, string]
    const transaction = compileUnsigned(from, [transferInstruction(from, to, 500_000_000n)])
    const result = wallet.features['solana:signTransaction'].signTransaction({
      account: accounts[0]!,
      transaction,
    })
    const card = prompt('Sign transaction')
    await expect.element(card).toBeVisible()
    await expect.element(card).toHaveTextContent(`Fee payer${from}`)
    await expect.element(card).toHaveTextContent('Instructions1 (System)')
    await expect.element(card).toHaveTextContent(`Transfer0.5 SOL to ${to}`)
    await button('Approve').click()
    const [output] = await result
    expect(output!.signedTransaction.length).toBe(transaction.length)
    expect(output!.signedTransaction).not.toEqual(transaction)
  })
})
