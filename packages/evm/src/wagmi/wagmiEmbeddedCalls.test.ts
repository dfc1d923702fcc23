// @vitest-environment happy-dom

import {
  type CaipNetwork,
  connectEmail,
  createLatch,
  createMemoryStorage,
  disconnect,
  type LatchClient,
  verifyEmailOtp,
} from '@latch/core'
import {
  type EmbeddedUser,
  type EmbeddedWalletProvider,
  embeddedWalletGlue,
} from '@latch/core/adapter'
import {
  createConfig,
  getAccount,
  getCallsStatus,
  getCapabilities,
  http,
  sendCalls,
} from '@wagmi/core'
import { defineChain, getAddress } from 'viem'
import { afterEach, expect, test, vi } from 'vitest'
import { evmWagmiAdapter } from './evmWagmiAdapter.ts'

const EOA = getAddress('0x00000000000000000000000000000000000000e1')
const SMART = getAddress('0x00000000000000000000000000000000000000a5')
const TO_ONE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TO_TWO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const devnet: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

const user: EmbeddedUser = {
  email: 'ada@example.com',
  address: SMART,
  chainId: 'eip155:31337',
  accounts: [
    { namespace: 'eip155', address: EOA, type: 'eoa' },
    { namespace: 'eip155', address: SMART, type: 'smartAccount' },
  ],
  preferredAccountType: 'smartAccount',
  smartAccountDeployed: false,
  smartAccountNetworks: ['eip155:31337'],
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/**
 * A stand-in frame (the real one is tested in @latch/embedded-wallet and e2e): it records the RPC
 * requests and answers EIP-5792 as the embedded smart account does.
 */
function standInFrame() {
  const requests: { method: string; params?: unknown }[] = []
  const provider: EmbeddedWalletProvider = {
    ready: Promise.resolve(),
    async call(action, payload) {
      if (action === 'CONNECT_EMAIL') return { action: 'VERIFY_OTP' } as never
      if (action === 'CONNECT_OTP') return user as never
      if (action !== 'RPC_REQUEST') return {} as never
      const request = payload as { method: string; params?: unknown }
      requests.push(request)
      switch (request.method) {
        case 'wallet_getCapabilities':
          return { '0x7a69': { atomic: { status: 'supported' } } } as never
        case 'wallet_sendCalls':
          return { id: '0xb47c4' } as never
        case 'wallet_getCallsStatus':
          return {
            version: '2.0.0',
            id: '0xb47c4',
            chainId: '0x7a69',
            status: 200,
            atomic: true,
            receipts: [
              {
                transactionHash: `0x${'11'.repeat(32)}`,
                blockHash: `0x${'22'.repeat(32)}`,
                blockNumber: '0x10',
                gasUsed: '0x5208',
                status: '0x1',
                logs: [],
              },
            ],
          } as never
        default:
          throw Object.assign(new Error('not in this test'), { code: 4200 })
      }
    },
    showFrame: () => {},
    hideFrame: () => {},
    onEvent: () => () => {},
    destroy: () => {},
  }
  return {
    requests,
    config: {
      glue: embeddedWalletGlue,
      frameUrl: 'http://localhost:8788',
      load: async () => provider,
    },
  }
}

test("wagmi's sendCalls and getCallsStatus work on the embedded wallet's provider (the smart account's one user operation)", async () => {
  const frame = standInFrame()
  const chain = defineChain({
    id: 31337,
    name: 'Devnet',
    nativeCurrency: devnet.nativeCurrency,
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  })
  const wagmiConfig = createConfig({ chains: [chain], transports: { [chain.id]: http() } })
  const latch: LatchClient = createLatch({
    projectId: 'test-project',
    networks: [devnet],
    adapters: [evmWagmiAdapter({ wagmiConfig })],
    embeddedWallet: frame.config,
    storage: createMemoryStorage(),
    remoteConfig: false,
    logLevel: 'silent',
  })
  cleanups.push(() => latch.destroy())
  await connectEmail(latch, { email: 'ada@example.com' })
  await verifyEmailOtp(latch, { otp: '123456' })
  expect(latch.getState().accounts.eip155?.address).toBe(SMART)

  // The adapter mirrors the login into wagmi: its connector 'AUTH' over the embedded provider.
  await vi.waitFor(() => expect(getAccount(wagmiConfig).status).toBe('connected'))
  const account = getAccount(wagmiConfig)
  expect(account.address).toBe(SMART)
  expect(account.connector?.id).toBe('AUTH')
  const connector = account.connector!

  const capabilities = await getCapabilities(wagmiConfig, { connector, chainId: 31337 })
  expect(capabilities).toMatchObject({ atomic: { status: 'supported' } })

  const sending = sendCalls(wagmiConfig, {
    connector,
    calls: [
      { to: TO_ONE, data: '0xa9059cbb' },
      { to: TO_TWO, value: 16n },
    ],
  })
  await expect(sending).resolves.toMatchObject({ id: '0xb47c4' })
  const sent = frame.requests.find((request) => request.method === 'wallet_sendCalls')
  expect(sent?.params).toMatchObject([
    {
      chainId: '0x7a69',
      from: SMART,
      calls: [
        { to: TO_ONE, data: '0xa9059cbb' },
        { to: TO_TWO, value: '0x10' },
      ],
    },
  ])

  const status = await getCallsStatus(wagmiConfig, { connector, id: '0xb47c4' })
  expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: true })
  expect(status.receipts?.[0]?.blockNumber).toBe(16n)

  // Logging out of Latch disconnects wagmi too.
  await disconnect(latch)
  await vi.waitFor(() => expect(getAccount(wagmiConfig).status).toBe('disconnected'))
})
