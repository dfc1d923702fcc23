import { webcrypto } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  isAddressEqual,
  recoverMessageAddress,
} from 'viem'
import { DEVNET_ACCOUNT_ABSTRACTION } from '../../packages/devnet/src/exports/constants.ts'
import { waitForCode } from './inbox.ts'
import { base58Decode } from './solana.ts'

// The embedded wallet in the demo, as the e2e specs drive it: the email row, the code boxes, the
// frame's approval card, and the page's client (`window.latch`) for the state behind them.

export const FRAME_ORIGIN = 'http://localhost:8788'
export const HOST_ORIGIN = 'http://127.0.0.1:5173'
export const PROJECT_ID = 'latch-dev-project'
// `?wallet=dev` hands the page's client to tests as `window.latch` (the demo's rule); the test
// wallet sits unused beside the email row.
export const DEMO = '/?wallet=dev&solana=0&policy=approve'
export const anvil = createPublicClient({ transport: http('http://127.0.0.1:8545') })

/** The visitor's smart account on the devnet: `SimpleAccountFactory.getAddress(owner, 0)`. */
export const smartAccountOf = (owner: Address) =>
  anvil.readContract({
    address: DEVNET_ACCOUNT_ABSTRACTION.simpleAccountFactory,
    abi: [
      {
        type: 'function',
        name: 'getAddress',
        stateMutability: 'view',
        inputs: [
          { name: 'owner', type: 'address' },
          { name: 'salt', type: 'uint256' },
        ],
        outputs: [{ type: 'address' }],
      },
    ] as const,
    functionName: 'getAddress',
    args: [owner, 0n],
  })

/**
 * Whether `signature` is `address`'s personal_sign of `message`: the EOA's own, or — for the
 * embedded wallet's smart account, which has no ERC-1271 — its owner's (the account is the
 * factory's for the signer).
 */
export async function signedBy(address: Address, message: string, signature: Hex) {
  const signer = await recoverMessageAddress({ message, signature })
  return isAddressEqual(signer, address) || isAddressEqual(await smartAccountOf(signer), address)
}

let emails = 0
/** A new address per login: the server allows 3 mails per address per 10 minutes. */
export const newEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${emails++}@example.com`

export type Snapshot = {
  evm?: { address?: string; status?: string } | undefined
  solana?: { address?: string; status?: string } | undefined
  connectors: { eip155?: string; solana?: string }
  embedded: { status: string; step: string; error?: string; errorCode?: string }
}
export const snapshot = async (page: Page) => {
  // The demo hands its client over in an effect, a moment after a (re)load.
  await page.waitForFunction(() => 'latch' in window)
  return page.evaluate((): Snapshot => {
    type State = {
      accounts: Record<string, { address?: string; status?: string } | undefined>
      connectedConnectorIds: { eip155?: string; solana?: string }
      embedded: Snapshot['embedded']
    }
    const state = (window as unknown as { latch: { getState(): State } }).latch.getState()
    const { status, step, error, errorCode } = state.embedded
    return {
      evm: state.accounts.eip155,
      solana: state.accounts.solana,
      connectors: { ...state.connectedConnectorIds },
      embedded: { status, step, error, errorCode },
    }
  })
}

/** The frame's own network traffic that tells the test what the frame holds. */
export function watchFrame(page: Page) {
  const seen: {
    wallet?: { authShare: string; recoveryShare: string; evmAddress: string; solanaAddress: string }
    sessionTokens: string[]
  } = { sessionTokens: [] }
  page.on('request', (request) => {
    if (request.url() === `${FRAME_ORIGIN}/embedded/v1/wallet` && request.method() === 'POST') {
      seen.wallet = request.postDataJSON()
    }
  })
  page.on('response', async (response) => {
    if (response.url() !== `${FRAME_ORIGIN}/embedded/v1/email/verify` || !response.ok()) return
    const body = (await response.json().catch(() => ({}))) as { sessionToken?: string }
    if (body.sessionToken) seen.sessionTokens.push(body.sessionToken)
  })
  return seen
}

export const frame = (page: Page) => page.frameLocator('iframe[data-latch-frame]')

/** Connect Wallet → the email field → Continue. */
export async function submitEmail(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByPlaceholder('Email').fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** The whole code typed into the first box (as one-time-code autofill does): it submits. */
export const enterCode = (page: Page, code: string) =>
  page.getByRole('dialog').getByLabel('Digit 1 of 6').fill(code)

export async function expectConnected(page: Page) {
  // A login ends with the frame's user, the account type, a chain read for the smart account
  // and the balance: on a loaded CI machine that is more than the default 5 s.
  await expect
    .poll(
      async () => {
        const state = await snapshot(page)
        return state.evm?.status === 'connected' && state.connectors.eip155 === 'AUTH'
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  const state = await snapshot(page)
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape')
  return { evm: state.evm?.address as Hex, solana: state.solana?.address as string }
}

/** Email → the code from the inbox → connected through the AUTH connector. */
export async function signInByEmail(page: Page, email: string) {
  const since = Date.now()
  await submitEmail(page, email)
  await expect(page.getByText('Enter the code we sent to')).toBeVisible({ timeout: 30_000 })
  await enterCode(page, await waitForCode(email, { since }))
  return expectConnected(page)
}

/**
 * Waits until the frame sits still over its view. Playwright checks that an element inside the
 * frame is stable in the frame's own page, not that the iframe itself stopped moving in ours:
 * a click during the modal's entry motion lands where the button was a moment ago.
 */
export async function frameSettled(page: Page) {
  const box = () => page.locator('iframe[data-latch-frame]').boundingBox()
  let last = JSON.stringify(await box())
  await expect
    .poll(async () => {
      const now = JSON.stringify(await box())
      const still = now === last && (JSON.parse(now)?.width ?? 0) > 0
      last = now
      return still
    })
    .toBe(true)
}

/** Clicks the frame's control `testId` once the frame is still. */
export async function clickInFrame(page: Page, testId: string) {
  await frameSettled(page)
  await frame(page).getByTestId(testId).click()
}

/** The frame's approval card, drawn over ApproveTransaction: Approve. */
export async function approveInFrame(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Approve Transaction' })).toBeVisible()
  await clickInFrame(page, 'latch-frame-approve')
}

export async function signInTryIt(page: Page, message: string) {
  await page.getByLabel('Message').fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approveInFrame(page)
  const output = page.getByLabel('Signature', { exact: true })
  // The demo's result reads 'Waiting for the wallet…' until the frame answers.
  const result = page.locator('.result').filter({ has: output })
  await expect(result).toHaveAttribute('data-state', /^(done|failed)$/)
  const text = (await output.textContent()) ?? ''
  if ((await result.getAttribute('data-state')) === 'failed') throw new Error(`Not signed: ${text}`)
  return text
}

export async function verifyEd25519(address: string, message: string, signature: string) {
  const key = await webcrypto.subtle.importKey(
    'raw',
    base58Decode(address),
    { name: 'Ed25519' },
    false,
    ['verify'],
  )
  return webcrypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    base58Decode(signature),
    new TextEncoder().encode(message),
  )
}

/** The frame session behind a token, asked of the server directly. */
export const sessionStatus = async (token: string) =>
  (
    await fetch(`${FRAME_ORIGIN}/embedded/v1/session`, {
      headers: { authorization: `Bearer ${token}`, 'x-latch-project': PROJECT_ID },
    })
  ).status

/** Opens the modal on Account (the demo's `window.latch`); the Account dialog. */
export async function openAccount(page: Page) {
  await page.evaluate(() =>
    (window as unknown as { latch: { open(p: object): Promise<unknown> } }).latch.open({
      view: 'Account',
    }),
  )
  return page.getByRole('dialog', { name: 'Account' })
}

export async function signOut(page: Page) {
  const account = await openAccount(page)
  await account.getByRole('button', { name: 'Disconnect', exact: true }).click()
  // With both families connected the view asks which: one is enough, the wallet is one.
  const evmOnly = account.getByRole('button', { name: 'Disconnect EVM' })
  if (await evmOnly.isVisible().catch(() => false)) await evmOnly.click()
  await expect
    .poll(async () => {
      const state = await snapshot(page)
      return [state.evm?.status ?? 'disconnected', state.solana?.status ?? 'disconnected']
    })
    .toEqual(['disconnected', 'disconnected'])
}
