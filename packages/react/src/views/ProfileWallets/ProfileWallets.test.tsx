import { createLatch, createMemoryStorage, type LatchClient } from '@latch/core'
import { shortenAddress } from '@latch/core/internal'
import { evmAdapter } from '@latch/evm'
import { announceTestWallet, createTestWallet, type TestWallet } from '@latch/test-wallet'
import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { ConnectButton } from '../../ConnectButton/ConnectButton.tsx'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import { TEST_NETWORKS } from '../../test/wallets.ts'

// Public dev keys of the devnet (never for real funds).
const KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const

const cleanups: (() => void)[] = []
afterEach(() => {
  cleanup()
  for (const stop of cleanups.splice(0).reverse()) stop()
})

/** Two real test wallets announced through EIP-6963, both connected (the second is shown). */
async function connectTwo(): Promise<{ client: LatchClient; wallets: TestWallet[] }> {
  const wallets = KEYS.map((key, i) =>
    createTestWallet({
      privateKeys: [key],
      chains: [{ chainId: 31_337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:9' }],
      info: { rdns: `dev.latch.profile${i + 1}`, name: `Profile Wallet ${i + 1}` },
    }),
  )
  for (const wallet of wallets) cleanups.push(announceTestWallet(wallet))
  const client = createLatch({
    projectId: 'latch-test',
    networks: TEST_NETWORKS,
    adapters: [evmAdapter({ reconnectTimeoutMs: 100 })],
    storage: createMemoryStorage(),
    remoteConfig: false,
    logLevel: 'silent',
  })
  cleanups.push(() => client.destroy())
  await client.connect({ connectorId: 'dev.latch.profile1' })
  await client.connect({ connectorId: 'dev.latch.profile2' })
  return { client, wallets }
}

/** Opens Account and follows its wallet line to ProfileWallets. */
async function openWallets(client: LatchClient) {
  renderWithLatch(<ConnectButton />, client)
  await act(() => client.open())
  await page.getByRole('button', { name: 'Wallets: connected with Profile Wallet 2' }).click()
  const list = page.getByRole('list', { name: 'EVM wallets' })
  await expect.element(list, { timeout: 10_000 }).toBeVisible()
  return list
}

const rowOf = (connectorId: string) =>
  getModalHost().root.querySelector(`.latch-profile-wallet-row[data-connector="${connectorId}"]`)

describe('ProfileWallets', () => {
  test('lists both wallets with their accounts, the connected one marked; axe finds nothing', async () => {
    const { client, wallets } = await openWallets2()
    expect(client.getState().history.map((entry) => entry.view)).toEqual([
      'Account',
      'ProfileWallets',
    ])
    const first = rowOf('dev.latch.profile1')!
    const second = rowOf('dev.latch.profile2')!
    expect(first.textContent).toContain('Profile Wallet 1')
    expect(first.textContent).toContain(`${wallets[0]!.address.slice(0, 4)}…`)
    expect(first.getAttribute('data-relation')).toBe('active')
    expect(second.getAttribute('aria-current')).toBe('true')
    expect(second.textContent).toContain('Connected')
    await expect
      .element(page.getByRole('button', { name: 'Switch to Profile Wallet 1' }))
      .toBeVisible()
    expect(
      page.getByRole('button', { name: 'Switch to Profile Wallet 2' }).elements(),
    ).toHaveLength(0)
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })

  test('Switch makes the other wallet the connected one without asking it', async () => {
    const { client, wallets } = await openWallets2()
    const approvals = wallets.map((wallet) => wallet.approvals.length)
    await page.getByRole('button', { name: 'Switch to Profile Wallet 1' }).click()
    await expect
      .poll(() => rowOf('dev.latch.profile1')?.getAttribute('aria-current'), { timeout: 10_000 })
      .toBe('true')
    expect(client.getState().accounts.eip155?.address).toBe(wallets[0]!.address)
    expect(rowOf('dev.latch.profile2')?.getAttribute('data-relation')).toBe('active')
    expect(wallets.map((wallet) => wallet.approvals.length)).toEqual(approvals)
  })

  test('Disconnect removes one wallet; the other stays connected; Add wallet opens Connect for EVM', async () => {
    const { client, wallets } = await openWallets2()
    await page.getByRole('button', { name: 'Disconnect Profile Wallet 2' }).click()
    await expect.poll(() => rowOf('dev.latch.profile2'), { timeout: 10_000 }).toBeNull()
    expect(rowOf('dev.latch.profile1')?.getAttribute('aria-current')).toBe('true')
    expect(client.getState().accounts.eip155?.address).toBe(wallets[0]!.address)
    expect(wallets[1]!.connected).toBe(false)
    await page.getByRole('button', { name: 'Add wallet' }).click()
    await expect
      .poll(() => client.getState().history.at(-1), { timeout: 10_000 })
      .toEqual({ view: 'Connect', params: { namespace: 'eip155' } })
  })
})

test('with nothing connected it says so and offers Add wallet', async () => {
  const client = createLatch({
    projectId: 'latch-test',
    networks: TEST_NETWORKS,
    adapters: [evmAdapter({ reconnectTimeoutMs: 100 })],
    storage: createMemoryStorage(),
    remoteConfig: false,
    logLevel: 'silent',
  })
  cleanups.push(() => client.destroy())
  renderWithLatch(<ConnectButton />, client)
  await act(() => client.open({ view: 'ProfileWallets' }))
  await expect.element(page.getByText('No wallet connected'), { timeout: 10_000 }).toBeVisible()
  await page.getByRole('button', { name: 'Add wallet' }).click()
  await expect.poll(() => client.getState().history.at(-1)?.view).toBe('Connect')
})

async function openWallets2() {
  const connected = await connectTwo()
  await openWallets(connected.client)
  return connected
}

describe('ProfileWallets in other languages', () => {
  test('every text comes from the catalogue (a pseudo-language)', async () => {
    setCatalogue('es', pseudoCatalogue())
    const { client, wallets } = await connectTwo()
    client.setLocale('es')
    renderWithLatch(<span />, client)
    await act(() => client.open({ view: 'ProfileWallets' }))
    const view = () => getModalHost().root.querySelector('.latch-profile-wallets')
    await expect.poll(() => view()?.textContent, { timeout: 10_000 }).toContain('⟦Switch⟧')
    const data = [
      'Profile Wallet 1',
      'Profile Wallet 2',
      'PW1',
      'PW2',
      'PW',
      ...wallets.map((wallet) => shortenAddress(wallet.address)),
    ]
    expect(untranslatedTexts(view()!, data)).toEqual([])
  })
})
