import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { connectEmail } from '../actions/connectEmail.ts'
import { fetchSmartSessions } from '../actions/fetchSmartSessions.ts'
import { grantPermissions } from '../actions/grantPermissions.ts'
import { revokePermissions } from '../actions/revokePermissions.ts'
import { sendCalls } from '../actions/sendCalls.ts'
import { verifyEmailOtp } from '../actions/verifyEmailOtp.ts'
import type { LatchClient } from '../client/latchClient.ts'
import { requestEmbeddedEip155 } from '../embedded/requestEmbedded.ts'
import type { EmbeddedUser } from '../embedded/types.ts'
import { EmbeddedWalletRequestError } from '../errors/embedded.ts'
import { SmartSessionsDisabledError } from '../errors/sessions.ts'
import { latchDevnet, solanaDevnet } from '../networks/builtin.ts'
import { startAccountDataServer } from '../test/accountDataServer.ts'
import { createScriptedAdapter } from '../test/createScriptedAdapter.ts'
import { createTestClient } from '../test/createTestClient.ts'
import {
  createFakeFrame,
  createQuietSolanaAdapter,
  EVM_ADDRESS,
  embeddedUser,
} from '../test/fakeEmbeddedFrame.ts'

// Smart sessions through the kit with a scripted frame: the feature flag, what the frame is
// asked, and a batch under a session never opening the modal.
const SMART = '0x00000000000000000000000000000000000000a5'
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const PCI = `0x${'ab'.repeat(32)}`
const smartUser: EmbeddedUser = {
  ...embeddedUser,
  address: SMART,
  accounts: [
    ...embeddedUser.accounts,
    { namespace: 'eip155', address: SMART, type: 'smartAccount' },
  ],
  preferredAccountType: 'smartAccount',
  smartAccountDeployed: true,
  smartAccountNetworks: [latchDevnet.caipNetworkId],
}

const cleanups: (() => unknown)[] = []
beforeAll(() => import('../embedded/callEmbedded.ts'))
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function setup(smartSessions = true, apiUrl?: string) {
  const frame = createFakeFrame({
    CONNECT_EMAIL: async () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: async () => smartUser,
    IS_CONNECTED: async () => ({ isConnected: true }),
    GET_USER: async () => smartUser,
    SET_PREFERRED_ACCOUNT: async () => smartUser,
  })
  const client: LatchClient = createTestClient({
    networks: [latchDevnet, solanaDevnet],
    adapters: [createScriptedAdapter().adapter, createQuietSolanaAdapter()],
    embeddedWallet: frame.config,
    features: { smartSessions },
    ...(apiUrl && { endpoints: { apiUrl } }),
  })
  cleanups.push(() => client.destroy())
  await connectEmail(client, { email: 'ada@example.com' })
  await verifyEmailOtp(client, { otp: '123456' })
  return { client, frame }
}

const grant = {
  expiry: 1_900_000_000,
  permissions: [
    {
      type: 'erc20-token-transfer',
      data: { address: USDC, ticker: 'USDC' },
      policies: [{ type: 'token-allowance', data: { allowance: 10_000_000n } }],
    },
  ],
} as const

describe('smart sessions through the kit', () => {
  test('off by default (SPEC §9): SmartSessionsDisabledError, the wallet never asked', async () => {
    const { client, frame } = await setup(false)
    await expect(grantPermissions(client, grant)).rejects.toBeInstanceOf(SmartSessionsDisabledError)
    await expect(revokePermissions(client, { permissionsContext: PCI })).rejects.toBeInstanceOf(
      SmartSessionsDisabledError,
    )
    // Also on the wallet's own provider (a site's viem or wagmi), and for a batch under a session.
    await expect(
      requestEmbeddedEip155(client, { method: 'wallet_grantPermissions', params: [{}] }),
    ).rejects.toBeInstanceOf(SmartSessionsDisabledError)
    const capabilities = { permissions: { context: PCI } }
    await expect(sendCalls(client, { calls: [{ to: USDC }], capabilities })).rejects.toBeInstanceOf(
      SmartSessionsDisabledError,
    )
    expect(frame.actions()).not.toContain('RPC_REQUEST')
  })

  test('grantPermissions asks the frame (ApproveTransaction shown) in ERC-7715 shapes; allowances come back as bigint', async () => {
    const { client, frame } = await setup()
    let answer!: (value: unknown) => void
    frame.handlers.RPC_REQUEST = () => new Promise((resolve) => (answer = resolve))
    const granting = grantPermissions(client, grant)
    await vi.waitFor(() => expect(frame.actions()).toContain('RPC_REQUEST'))
    expect(client.getState().history.at(-1)?.view).toBe('ApproveTransaction')
    expect(frame.calls.at(-1)?.payload).toEqual({
      method: 'wallet_grantPermissions',
      params: [
        {
          chainId: '0x7a69',
          address: SMART,
          expiry: 1_900_000_000,
          permissions: [
            {
              type: 'erc20-token-transfer',
              data: { address: USDC, ticker: 'USDC' },
              policies: [{ type: 'token-allowance', data: { allowance: '0x989680' } }],
            },
          ],
        },
      ],
      chainId: 'eip155:31337',
    })
    answer({
      expiry: 1_900_000_000,
      permissionsContext: PCI,
      grantedPermissions: [
        {
          type: 'erc20-token-transfer',
          data: { address: USDC },
          policies: [{ type: 'token-allowance', data: { allowance: '0x989680' } }],
        },
      ],
    })
    const granted = await granting
    expect(granted.permissionsContext).toBe(PCI)
    expect(granted.grantedPermissions[0]?.policies[0].data.allowance).toBe(10_000_000n)
  })

  test('a batch under a session goes to the frame without opening the modal; its refusal keeps code 4100', async () => {
    const { client, frame } = await setup()
    frame.handlers.RPC_REQUEST = async () => ({ id: '0xbatch' })
    const capabilities = { permissions: { context: PCI } }
    await expect(
      sendCalls(client, { calls: [{ to: USDC, data: '0xa9059cbb' }], capabilities }),
    ).resolves.toEqual({
      id: '0xbatch',
    })
    expect(client.getState().open).toBe(false)
    expect(client.getState().embedded.approval).toBeUndefined()
    frame.handlers.RPC_REQUEST = async () => {
      throw new EmbeddedWalletRequestError({ message: 'Smart session refused', code: 4100 })
    }
    await expect(
      sendCalls(client, { calls: [{ to: USDC, data: '0xa9059cbb' }], capabilities }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(client.getState().open).toBe(false)
  })

  test('revokePermissions sends [{ permissionsContext }]', async () => {
    const { client, frame } = await setup()
    frame.handlers.RPC_REQUEST = async () => null
    await revokePermissions(client, { permissionsContext: PCI })
    expect(frame.calls.at(-1)?.payload).toMatchObject({
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext: PCI }],
    })
  })

  test('fetchSmartSessions reads GET /v1/sessions/{CAIP-10 of the connected account}', async () => {
    const session = { pci: PCI, status: 'active', spent: ['0x0'] }
    const server = await startAccountDataServer({
      '/v1/sessions/': () => ({ status: 200, body: { sessions: [session] } }),
    })
    cleanups.push(server.close)
    const { client } = await setup(true, server.url)
    expect(await fetchSmartSessions(client)).toEqual([session])
    // The smart account (the address shown), not the EOA behind it; the id percent-encoded.
    expect(server.asked('/v1/sessions/').map((r) => decodeURIComponent(r.path))).toEqual([
      `/v1/sessions/eip155:31337:${SMART}`,
    ])
    expect(SMART).not.toBe(EVM_ADDRESS)
  })
})
