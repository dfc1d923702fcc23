import { expect, test } from 'vitest'
import type { WalletConnectConfig } from '../client/types.ts'
import { latchDevnet, latchDevnet2 } from '../networks/builtin.ts'
import { createScriptedAdapter } from '../test/createScriptedAdapter.ts'
import { createTestClient } from '../test/createTestClient.ts'
import { walletConnectGlue } from './glue.ts'

const ADDRESS = '0x00000000000000000000000000000000000000bb'
const TO = '0x00000000000000000000000000000000000000cc'
const TOKEN = '0x00000000000000000000000000000000000000dd'

/** A client connected over a scripted WalletConnect session that records every request. */
async function connectedClient() {
  const requests: { chainId: string; method: string; params: unknown }[] = []
  const defaults: string[] = []
  const config: WalletConnectConfig = {
    glue: walletConnectGlue,
    load: async () => ({
      getSession: () => undefined,
      pair: async () => ({
        uri: 'wc:scripted@2',
        approval: Promise.resolve({
          eip155: { address: ADDRESS, chainId: 31_337, accounts: [ADDRESS] },
        }),
      }),
      cancelPairing: async () => {},
      request: async (request) => {
        requests.push(request as (typeof requests)[number])
        return '0xresult'
      },
      setDefaultChain: (chainId) => void defaults.push(chainId),
      disconnect: async () => {},
      provider: {},
    }),
  }
  // The chain's own adapter, with a sendToken of its own for calls of its own connectors.
  const adapter = { ...createScriptedAdapter().adapter, sendToken: async () => '0xadapter' }
  const client = createTestClient({ walletConnect: config, adapters: [adapter] })
  await client.connectWalletConnect()
  return { client, requests, defaults }
}

test('signMessage goes over the session as personal_sign with the UTF-8 hex of the message', async () => {
  const { client, requests } = await connectedClient()
  expect(await client.signMessage({ message: 'hi ✓' })).toBe('0xresult')
  expect(requests).toEqual([
    { chainId: 'eip155:31337', method: 'personal_sign', params: ['0x686920e29c93', ADDRESS] },
  ])
})

test('sendTransaction goes over the session as eth_sendTransaction with a hex value', async () => {
  const { client, requests } = await connectedClient()
  await client.sendTransaction({ to: TO, value: 1_000n })
  expect(requests).toEqual([
    {
      chainId: 'eip155:31337',
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS, to: TO, value: '0x3e8' }],
    },
  ])
})

test.each([
  ['native', undefined, { from: ADDRESS, to: TO, value: '0x3e8' }],
  [
    'ERC-20',
    { address: TOKEN, decimals: 6 },
    {
      from: ADDRESS,
      to: TOKEN,
      value: '0x0',
      data: `0xa9059cbb${TO.slice(2).padStart(64, '0')}${(1000).toString(16).padStart(64, '0')}`,
    },
  ],
])('sendToken (%s) over the session', async (_, token, transaction) => {
  const { client, requests } = await connectedClient()
  const send = client.adapters.find((a) => a.namespace === 'eip155')!.sendToken!
  const parameters = { network: latchDevnet, from: ADDRESS, to: TO, amount: 1_000n }
  expect(await send({ connectorId: 'dev.wallet', ...parameters })).toBe('0xadapter')
  expect(requests).toEqual([])
  await send({
    connectorId: 'walletConnect',
    network: latchDevnet,
    from: ADDRESS,
    to: TO,
    amount: 1_000n,
    ...(token ? { token } : {}),
  })
  expect(requests.at(-1)).toEqual({
    chainId: 'eip155:31337',
    method: 'eth_sendTransaction',
    params: [transaction],
  })
})

test('switchNetwork asks wallet_switchEthereumChain on the current chain, then moves the default chain', async () => {
  const { client, requests, defaults } = await connectedClient()
  await client.switchNetwork({ network: latchDevnet2 })
  expect(requests).toEqual([
    {
      chainId: 'eip155:31337',
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    },
  ])
  expect(defaults).toEqual(['eip155:31338'])
  expect(client.getState().activeCaipNetworkId).toBe('eip155:31338')
})
