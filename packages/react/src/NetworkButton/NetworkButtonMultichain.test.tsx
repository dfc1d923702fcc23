import { setActiveNetwork, shortenAddress } from '@latch/core/internal'
import { act, cleanup } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { AccountButton } from '../AccountButton/AccountButton.tsx'
import { renderWithLatch } from '../test/fixtures.tsx'
import {
  cleanupMultichain,
  connectBoth,
  createMultichainClient,
  EVM_ADDRESS,
  MULTICHAIN_NETWORKS,
  SOLANA_ADDRESS,
  SOLANA_NETWORK,
} from '../test/multichainClient.ts'
import { NetworkButton } from './NetworkButton.tsx'

afterEach(() => {
  cleanup()
  cleanupMultichain()
})

const button = (kind: 'network' | 'account') =>
  document.querySelector(`[data-latch-button="${kind}"]`)?.shadowRoot?.querySelector('button')

test('the network and account buttons follow the active chain family, both ways', async () => {
  const { client } = createMultichainClient()
  await connectBoth(client)
  renderWithLatch(
    <>
      <NetworkButton />
      <AccountButton />
    </>,
    client,
  )
  await expect
    .poll(() => button('account')?.textContent)
    .toBe(`1.500 ETH${shortenAddress(EVM_ADDRESS)}`)
  expect(button('network')?.textContent).toBe('LDLatch Devnet')
  expect(button('network')?.dataset.namespace).toBe('eip155')

  act(() => setActiveNetwork(client, SOLANA_NETWORK))
  await act(() => client.fetchBalance({ namespace: 'solana' }))
  expect(button('network')?.textContent).toBe('LSLatch Solana Devnet')
  expect(button('network')?.dataset.namespace).toBe('solana')
  expect(button('account')?.textContent).toBe(`100.000 SOL${shortenAddress(SOLANA_ADDRESS)}`)

  act(() => setActiveNetwork(client, MULTICHAIN_NETWORKS[0]))
  await act(() => client.fetchBalance({ namespace: 'eip155' }))
  expect(button('network')?.textContent).toBe('LDLatch Devnet')
  expect(button('account')?.textContent).toBe(`1.500 ETH${shortenAddress(EVM_ADDRESS)}`)
})
