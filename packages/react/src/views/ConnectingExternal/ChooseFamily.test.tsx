import { createLatch, createMemoryStorage, type LatchClient, type LatchOptions } from '@latch/core'
import type { ChainAdapter } from '@latch/core/adapter'
import { solanaDevnet } from '@latch/core/networks'
import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { createScriptedAdapter } from '../../../../core/src/test/createScriptedAdapter.ts'
import { ConnectButton } from '../../ConnectButton/ConnectButton.tsx'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import { MULTICHAIN_NETWORKS, SOLANA_ADDRESS } from '../../test/multichainClient.ts'

const clients: LatchClient[] = []
afterEach(() => {
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
})

/**
 * One wallet ("Two Sided Wallet") on EVM and Solana: core's scripted adapter for each family,
 * each listing the wallet under its own connector id, as EIP-6963 and the Wallet Standard do.
 */
function createTwoSidedClient(options: Partial<LatchOptions> = {}) {
  const name = 'Two Sided Wallet'
  const evm = createScriptedAdapter({
    connectors: [{ id: 'two.evm', name, type: 'ANNOUNCED', chain: 'eip155', installed: true }],
  })
  const sol = createScriptedAdapter({
    connectors: [{ id: 'ws:two', name, type: 'ANNOUNCED', chain: 'solana', installed: true }],
  })
  sol.script.address = SOLANA_ADDRESS
  sol.script.chainId = solanaDevnet.id
  const solana: ChainAdapter = { ...sol.adapter, namespace: 'solana' }
  const client = createLatch({
    projectId: 'latch-test',
    networks: MULTICHAIN_NETWORKS,
    adapters: [evm.adapter, solana],
    storage: createMemoryStorage(),
    remoteConfig: false,
    logLevel: 'silent',
    ...options,
  })
  clients.push(client)
  return client
}

const row = () => page.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: /^Two/ })
const families = () => page.getByRole('list', { name: 'Network families' })
const status = (client: LatchClient, namespace: 'eip155' | 'solana') =>
  client.getState().accounts[namespace]?.status

describe('a wallet on two chain families', () => {
  test('one row naming both families; picked, it asks which, and connects that family', async () => {
    const client = createTwoSidedClient()
    renderWithLatch(<ConnectButton />, client, { strict: true })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.element(row()).toHaveTextContent('Two Sided WalletEVM · SolanaInstalled')
    expect(page.getByRole('button', { name: /Two Sided Wallet/ }).elements()).toHaveLength(1)

    await row().click()
    await expect.element(families(), { timeout: 10_000 }).toBeVisible()
    await expect
      .poll(() => getModalHost().root.querySelector('h2')?.textContent)
      .toBe('Two Sided Wallet')
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    act(() => client.setThemeMode('dark'))
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    await families().getByRole('button', { name: 'Solana', exact: true }).click()
    await expect.poll(() => status(client, 'solana')).toBe('connected')
    expect(status(client, 'eip155')).not.toBe('connected')
    expect(client.getState().connectedConnectorIds).toEqual({ solana: 'ws:two' })
  })

  test('with one family connected, the row offers the other, reached with the keyboard', async () => {
    const client = createTwoSidedClient()
    await client.connect({ connectorId: 'two.evm' })
    renderWithLatch(null, client)
    await act(() => client.open({ view: 'Connect' }))
    await row().click()
    await expect.element(families().getByText('Connected'), { timeout: 10_000 }).toBeVisible()
    expect(families().getByRole('button').elements()).toHaveLength(1)

    const solana = families().getByRole('button', { name: 'Solana', exact: true })
    for (let step = 0; step < 4 && !isFocused(solana.element()); step++) {
      await userEvent.keyboard('{Tab}')
    }
    expect(isFocused(solana.element())).toBe(true)
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => status(client, 'solana')).toBe('connected')
    expect(status(client, 'eip155')).toBe('connected')
  })
})

const isFocused = (element: Element) => getModalHost().root.activeElement === element

test('in another language, every text comes from the catalogue (the families are data)', async () => {
  setCatalogue('es', pseudoCatalogue())
  const client = createTwoSidedClient({ locale: 'es' })
  await client.connect({ connectorId: 'two.evm' })
  renderWithLatch(null, client)
  await act(() => client.open({ view: 'Connect' }))
  await page.getByRole('button', { name: /^Two/ }).click()
  const view = () => getModalHost().root.querySelector('.latch-view') as Element
  await expect
    .poll(() => view()?.textContent, { timeout: 10_000 })
    .toContain('⟦Connected on EVM. Connect its other networks too.⟧')
  expect(untranslatedTexts(view(), ['Two Sided Wallet', 'TS', 'EVM', 'Solana'])).toEqual([])
})
