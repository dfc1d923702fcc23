import { expect, type Page, test } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createTestClient,
  type Hex,
  http,
  isErc6492Signature,
  isHex,
  pad,
  recoverMessageAddress,
} from 'viem'
import { parseSiwxMessage } from '../packages/core/src/siwx/message.ts'
import {
  contractWalletAbi,
  DEVNET_ACCOUNTS,
  DEVNET_CONTRACT_WALLET,
  DEVNET_COUNTERFACTUAL_CONTRACT_WALLET,
  latchDevnet,
} from '../packages/devnet/src/exports/constants.ts'
import { accountButton } from './support/accounts.ts'

// Sign-in with X (issue P8) for smart-contract accounts: the demo with `?siwx=required` and the
// test wallet acting as the devnet's contract wallet (`?wallet=contract`: deployed, EIP-1271) or
// its undeployed twin (`?wallet=counterfactual`: ERC-6492). The wallet signs with the owner's
// key (dev account 0); the `npm start` server verifies through the chain and the session names
// the contract. The signed text and signature are the page's session (it survives a dev-server
// reload), the server's answers come straight from the server, the chain's from the devnet.

const SERVER = 'http://127.0.0.1:8787'
const PROJECT = 'latch-dev-project'
const OWNER = DEVNET_ACCOUNTS[0]!.address
const chain = createPublicClient({ chain: latchDevnet, transport: http() })
const anvil = createTestClient({ mode: 'anvil', chain: latchDevnet, transport: http() })

/** The page's eip155 session: the text and signature the server accepted, and its token. */
const pageSession = (page: Page) =>
  page.evaluate(() => {
    type Session = { message: string; signature: Hex; token?: string }
    type State = { siwx?: { sessions: Record<string, Session | undefined> } }
    const latch = (window as unknown as { latch?: { getState(): State } }).latch
    return latch?.getState().siwx?.sessions.eip155
  })

/** GET /auth/v1/me with the token, straight from the server. */
async function me(token: string) {
  const response = await fetch(`${SERVER}/auth/v1/me?projectId=${PROJECT}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** Opens the demo with `wallet` injected (approving) and sign-in required; connects; signs. */
async function connectAndSign(page: Page, wallet: 'contract' | 'counterfactual', name: RegExp) {
  await page.goto(`/?wallet=${wallet}&policy=approve&siwx=required&solana=0`)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name }).click()
  const signView = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Sign', exact: true }) })
  await expect(signView).toBeVisible()
  await signView.getByRole('button', { name: 'Sign', exact: true }).click()
}

async function connectAndSignIn(page: Page, wallet: 'contract' | 'counterfactual', name: RegExp) {
  await connectAndSign(page, wallet, name)
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 })
}

test('the deployed contract wallet signs in through EIP-1271; /auth/v1/me answers the contract', async ({
  page,
}) => {
  const wallet = DEVNET_CONTRACT_WALLET
  await connectAndSignIn(page, 'contract', /^Latch Contract Wallet\b/)
  await expect(accountButton(page, wallet.address)).toBeVisible()

  const session = await pageSession(page)
  const { message, signature } = session!
  expect(parseSiwxMessage(message)).toMatchObject({
    domain: '127.0.0.1:5173',
    address: wallet.address,
    chainId: 'eip155:31337',
  })
  // The owner's plain signature: it recovers to the owner, not to the contract, so only the
  // contract's isValidSignature can vouch for it.
  expect(isErc6492Signature(signature)).toBe(false)
  expect(await recoverMessageAddress({ message, signature })).toBe(OWNER)
  expect(await chain.verifyMessage({ address: wallet.address, message, signature })).toBe(true)

  expect(await me(session!.token!)).toMatchObject({
    status: 200,
    body: { address: wallet.address, chainId: 'eip155:31337' },
  })
})

test('the undeployed contract wallet signs in with an ERC-6492 signature; nothing is deployed', async ({
  page,
}) => {
  const wallet = DEVNET_COUNTERFACTUAL_CONTRACT_WALLET
  expect(await chain.getCode({ address: wallet.address })).toBeUndefined()
  await connectAndSignIn(page, 'counterfactual', /^Latch Counterfactual Wallet\b/)
  await expect(accountButton(page, wallet.address)).toBeVisible()

  const session = await pageSession(page)
  const { message, signature } = session!
  expect(parseSiwxMessage(message).address).toBe(wallet.address)
  expect(isHex(signature) && isErc6492Signature(signature)).toBe(true)

  expect(await me(session!.token!)).toMatchObject({
    status: 200,
    body: { address: wallet.address, chainId: 'eip155:31337' },
  })
  // The server simulated the deployment to verify; the chain still has no code there.
  expect(await chain.getCode({ address: wallet.address })).toBeUndefined()
})

test("a contract wallet whose owner is now another key: the server refuses, 'This application might not support Smart Accounts'", async ({
  page,
}) => {
  const wallet = DEVNET_CONTRACT_WALLET
  // The owner is the wallet's storage slot 0; hand it to account 1 (as if ownership had moved on
  // chain) while the page's wallet still signs with account 0's key. Put back afterwards: the
  // stack's chain is shared by the specs that run after this one.
  const setOwner = (owner: Address) =>
    anvil.setStorageAt({ address: wallet.address, index: 0, value: pad(owner) })
  await setOwner(DEVNET_ACCOUNTS[1]!.address)
  try {
    await connectAndSign(page, 'contract', /^Latch Contract Wallet\b/)
    await expect(page.getByText('This application might not support Smart Accounts')).toBeVisible({
      timeout: 15_000,
    })
    expect(await pageSession(page)).toBeUndefined()
  } finally {
    await setOwner(OWNER)
  }
  expect(
    await chain.readContract({
      address: wallet.address,
      abi: contractWalletAbi,
      functionName: 'owner',
    }),
  ).toBe(OWNER)
})
