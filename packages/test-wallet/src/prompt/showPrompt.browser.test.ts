import { page, userEvent } from '@vitest/browser/context'
import axe from 'axe-core'
import { stringToHex } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { createTestWallet } from '../createTestWallet.ts'

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const promptWallet = () =>
  createTestWallet({
    privateKeys: [KEY],
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
    policy: 'prompt',
  })

const prompt = (name: string) => page.getByRole('alertdialog', { name })
const button = (name: 'Approve' | 'Reject') => page.getByRole('button', { name })
// Handles a rejection at once (before the click that causes it), so none goes unhandled.
const caught = (promise: Promise<unknown>) => promise.catch((error: unknown) => error)
const promptFrames = () => document.querySelectorAll('[data-latch-test-wallet-prompt]')
const promptRoot = () =>
  document.querySelector('[data-latch-test-wallet-prompt-host]')?.shadowRoot ?? null

// A test that failed half-way leaves a prompt waiting, and prompts queue: answer them all.
afterEach(async () => {
  for (let root = promptRoot(); root; root = promptRoot()) {
    root.querySelector<HTMLButtonElement>('[data-action="reject"]')!.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  document.body.replaceChildren()
})

describe('prompt policy', () => {
  test('Approve connects: the prompt names the request, then goes away', async () => {
    const wallet = promptWallet()
    const result = wallet.provider.request({ method: 'eth_requestAccounts' })
    await expect.element(prompt('Connect to this site')).toBeVisible()
    await expect
      .element(prompt('Connect to this site'))
      .toHaveAccessibleDescription(`${location.origin} wants to see your account.`)
    await button('Approve').click()
    await expect(result).resolves.toEqual([ADDRESS])
    expect(promptFrames()).toHaveLength(0)
    expect(wallet.approvals).toEqual([{ method: 'eth_requestAccounts', decision: 'approved' }])
  })

  test('Reject answers 4001', async () => {
    const wallet = promptWallet()
    const result = caught(wallet.provider.request({ method: 'eth_requestAccounts' }))
    await button('Reject').click()
    expect(await result).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(promptFrames()).toHaveLength(0)
  })

  test('Escape rejects, and focus goes back where it was', async () => {
    const trigger = document.createElement('button')
    trigger.textContent = 'Connect'
    document.body.append(trigger)
    trigger.focus()
    const result = caught(promptWallet().provider.request({ method: 'eth_requestAccounts' }))
    // The focused button is inside the prompt's shadow root, which jest-dom can't see into.
    await expect.poll(() => promptRoot()?.activeElement?.textContent).toBe('Reject')
    await userEvent.keyboard('{Escape}')
    expect(await result).toMatchObject({ code: 4001 })
    expect(document.activeElement).toBe(trigger)
  })

  test('personal_sign shows the message decoded as text', async () => {
    const wallet = promptWallet()
    wallet.setPolicy('approve')
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.setPolicy('prompt')
    const signature = wallet.provider.request({
      method: 'personal_sign',
      params: [stringToHex('Welcome to the Latch demo'), ADDRESS],
    })
    await expect.element(prompt('Sign message')).toHaveTextContent('Welcome to the Latch demo')
    await button('Approve').click()
    await expect(signature).resolves.toMatch(/^0x[0-9a-f]{130}$/)
  })

  test('concurrent requests are prompted one at a time, in order', async () => {
    const wallet = promptWallet()
    const first = wallet.provider.request({ method: 'eth_requestAccounts' })
    const second = caught(
      wallet.provider.request({
        method: 'wallet_watchAsset',
        params: [{ type: 'ERC20', options: { address: ADDRESS, symbol: 'TKN', decimals: 18 } }],
      }),
    )
    await expect.element(prompt('Connect to this site')).toBeVisible()
    expect(promptFrames()).toHaveLength(1)
    await button('Approve').click()
    await expect(first).resolves.toEqual([ADDRESS])
    await expect.element(prompt('Add token')).toBeVisible()
    expect(promptFrames()).toHaveLength(1)
    await button('Reject').click()
    expect(await second).toMatchObject({ code: 4001 })
  })

  test('has no axe violations', async () => {
    const result = caught(promptWallet().provider.request({ method: 'eth_requestAccounts' }))
    await expect.element(prompt('Connect to this site')).toBeVisible()
    const report = await axe.run(promptFrames()[0]!)
    expect(report.violations.map((violation) => violation.id)).toEqual([])
    await button('Reject').click()
    expect(await result).toMatchObject({ code: 4001 })
  })
})

describe('above a dapp’s modal dialog', () => {
  function openDappModal(): HTMLDialogElement {
    // Like Latch's own modal: a native dialog opened with showModal() inside a shadow root.
    const host = document.createElement('div')
    document.body.append(host)
    const dialog = document.createElement('dialog')
    dialog.textContent = 'Dapp modal'
    const root = host.attachShadow({ mode: 'open' })
    root.append(dialog)
    dialog.showModal()
    return dialog
  }

  test('a prompt opened over the dapp modal can be clicked', async () => {
    const dapp = openDappModal()
    const result = promptWallet().provider.request({ method: 'eth_requestAccounts' })
    // A real (Playwright) click: it fails if the button is inert or covered.
    await button('Approve').click()
    await expect(result).resolves.toEqual([ADDRESS])
    expect(dapp.open && dapp.matches(':modal')).toBe(true)
  })

  test('a dapp modal opened after the prompt does not trap it', async () => {
    const result = caught(promptWallet().provider.request({ method: 'eth_requestAccounts' }))
    await expect.element(prompt('Connect to this site')).toBeVisible()
    const dapp = openDappModal()
    await button('Reject').click()
    expect(await result).toMatchObject({ code: 4001 })
    expect(dapp.open).toBe(true)
  })
})
