import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { WalletConnectConfig } from '../client/types.ts'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants.ts'
import {
  ConnectFailedError,
  ConnectionRejectedError,
  RelayUnavailableError,
} from '../errors/connection.ts'
import { createTestClient } from '../test/createTestClient.ts'
import { PAIRING_REFRESH_LEAD_MS, PAIRING_URI_TIMEOUT_MS } from '../walletconnect/constants.ts'
import { walletConnectGlue } from '../walletconnect/glue.ts'
import { isPairingExpired } from '../walletconnect/isPairingExpired.ts'
import type { WalletConnectSession, WalletConnectState } from '../walletconnect/types.ts'

const ADDRESS = '0x00000000000000000000000000000000000000bb'

/** A WalletConnect SDK stand-in: numbered uris, and answers the test gives per pairing. */
function scriptedWalletConnect({ pairingTakesMs = 0 } = {}) {
  let count = 0
  const answers: { resolve: (s: WalletConnectSession) => void; reject: (e: unknown) => void }[] = []
  const calls: string[] = []
  const config: WalletConnectConfig = {
    glue: walletConnectGlue,
    load: async () => ({
      getSession: () => undefined,
      pair: async () => {
        if (pairingTakesMs) await new Promise((resolve) => setTimeout(resolve, pairingTakesMs))
        count++
        calls.push(`pair:${count}`)
        const approval = new Promise<WalletConnectSession>((resolve, reject) =>
          answers.push({ resolve, reject }),
        )
        approval.catch(() => {})
        return { uri: `wc:pairing-${count}@2`, approval }
      },
      cancelPairing: async () => void calls.push('cancel'),
      request: async () => undefined,
      setDefaultChain: () => {},
      disconnect: async () => {},
      provider: {},
    }),
  }
  return { config, answers, calls }
}

const session: WalletConnectSession = {
  eip155: { address: ADDRESS, chainId: 31_337, accounts: [ADDRESS] },
}

/** Lets the lazily loaded pairing code arrive, then runs what is due now. */
async function settle() {
  await vi.dynamicImportSettled()
  await vi.advanceTimersByTimeAsync(0)
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('connectWalletConnect', () => {
  test('the uri lives PAIRING_LIFETIME_MS and is replaced ahead of expiry minus the margin, never empty in between', async () => {
    const wc = scriptedWalletConnect()
    const client = createTestClient({ walletConnect: wc.config })
    const seen: WalletConnectState[] = []
    client.subscribe((state) => seen.push(state.walletConnect))
    void client.connectWalletConnect()
    await settle()
    const first = client.getState().walletConnect
    expect(first).toEqual({
      status: 'pairing',
      uri: 'wc:pairing-1@2',
      uriExpiresAt: 1_000_000 + PAIRING_LIFETIME_MS,
    })

    const refreshAt = PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - PAIRING_REFRESH_LEAD_MS
    await vi.advanceTimersByTimeAsync(refreshAt - 1)
    expect(client.getState().walletConnect.uri).toBe('wc:pairing-1@2')
    expect(isPairingExpired(client.getState().walletConnect)).toBe(false)

    await vi.advanceTimersByTimeAsync(1)
    const second = client.getState().walletConnect
    expect(second.uri).toBe('wc:pairing-2@2')
    expect(second.uriExpiresAt).toBe(Date.now() + PAIRING_LIFETIME_MS)
    expect(isPairingExpired(second)).toBe(false)

    await vi.advanceTimersByTimeAsync(refreshAt)
    expect(client.getState().walletConnect.uri).toBe('wc:pairing-3@2')
    // Once a uri was shown, every later state still has one, and none was expired when set.
    const pairing = seen.filter((s) => s.status === 'pairing')
    expect(pairing.length).toBeGreaterThanOrEqual(3)
    expect(seen.slice(seen.indexOf(first)).every((s) => s.uri !== undefined)).toBe(true)
    client.destroy()
  })

  test('when making a pairing takes seconds, the next uri is still in before the current one counts as expired', async () => {
    const wc = scriptedWalletConnect({ pairingTakesMs: 8_000 })
    const client = createTestClient({ walletConnect: wc.config })
    void client.connectWalletConnect()
    await settle()
    await vi.advanceTimersByTimeAsync(8_000)
    expect(client.getState().walletConnect.uri).toBe('wc:pairing-1@2')
    // Second by second over three lifetimes: a uri is always there and never an expired one.
    for (let second = 0; second < (3 * PAIRING_LIFETIME_MS) / 1000; second++) {
      await vi.advanceTimersByTimeAsync(1_000)
      const state = client.getState().walletConnect
      expect(state.uri).toBeDefined()
      expect(isPairingExpired(state)).toBe(false)
    }
    expect(wc.calls.length).toBeGreaterThanOrEqual(4)
    client.destroy()
  })

  test('calling it twice gives the same promise and one pairing', async () => {
    const wc = scriptedWalletConnect()
    const client = createTestClient({ walletConnect: wc.config })
    const a = client.connectWalletConnect()
    const b = client.connectWalletConnect()
    expect(b).toBe(a)
    await settle()
    expect(wc.calls).toEqual(['pair:1'])
    wc.answers[0]!.resolve(session)
    expect(await a).toEqual(await b)
  })

  test('approval connects the granted namespace with connector walletConnect and stops refreshing', async () => {
    const wc = scriptedWalletConnect()
    const client = createTestClient({ walletConnect: wc.config })
    const pending = client.connectWalletConnect()
    await settle()
    wc.answers[0]!.resolve(session)
    expect(await pending).toEqual({
      address: ADDRESS,
      chainId: 31_337,
      accounts: [{ address: ADDRESS, type: 'eoa' }],
    })
    const state = client.getState()
    expect(state.connectedConnectorIds.eip155).toBe('walletConnect')
    expect(state.accounts.eip155?.address).toBe(ADDRESS)
    expect(state.walletConnect).toEqual({ status: 'idle' })
    await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS)
    expect(wc.calls).toEqual(['pair:1'])
  })

  test.each([
    ['WalletConnect 5000 (user rejected)', 5000],
    ['WalletConnect 5002 (methods rejected)', 5002],
    ['EIP-1193 4001', 4001],
  ])(
    'a rejection by code (%s) rejects with Connection rejected and a fresh uri follows',
    async (_, code) => {
      const wc = scriptedWalletConnect()
      const client = createTestClient({ walletConnect: wc.config })
      const pending = client.connectWalletConnect()
      await settle()
      wc.answers[0]!.reject({ code, message: 'anything' })
      await expect(pending).rejects.toBeInstanceOf(ConnectionRejectedError)
      await expect(pending).rejects.toThrow('Connection rejected')
      // The declined uri is gone at once: it can't be scanned again.
      expect(client.getState().walletConnect.uri).not.toBe('wc:pairing-1@2')
      await vi.advanceTimersByTimeAsync(0)
      expect(client.getState().walletConnect).toMatchObject({
        status: 'pairing',
        uri: 'wc:pairing-2@2',
        errorMessage: 'Connection rejected',
      })
      // The visitor scans the fresh uri: a new call joins the running pairing and connects.
      const again = client.connectWalletConnect()
      await settle()
      wc.answers[1]!.resolve(session)
      await expect(again).resolves.toMatchObject({ address: ADDRESS })
    },
  )

  test('an error without a rejection code is a failure, not a rejection', async () => {
    const wc = scriptedWalletConnect()
    const client = createTestClient({ walletConnect: wc.config })
    const pending = client.connectWalletConnect()
    await settle()
    wc.answers[0]!.reject(new Error('User rejected the request.'))
    await expect(pending).rejects.toThrow('Failed to connect')
    expect(client.getState().walletConnect.status).toBe('error')
  })

  test('a relay that never yields a uri fails after PAIRING_URI_TIMEOUT_MS with RelayUnavailableError, drops that pairing, and a new call pairs again', async () => {
    const wc = scriptedWalletConnect()
    let reachable = false
    const load = wc.config.load
    const config: WalletConnectConfig = {
      ...wc.config,
      load: async (parameters) => {
        const provider = await load(parameters)
        return {
          ...provider,
          pair: (options) => (reachable ? provider.pair(options) : new Promise(() => {})),
        }
      },
    }
    const client = createTestClient({ walletConnect: config })
    const pending = client.connectWalletConnect()
    pending.catch(() => {})
    await settle()
    await vi.advanceTimersByTimeAsync(PAIRING_URI_TIMEOUT_MS - 1)
    expect(client.getState().walletConnect.status).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending.catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(ConnectFailedError)
    expect((error as ConnectFailedError).cause).toBeInstanceOf(RelayUnavailableError)
    expect((error as ConnectFailedError).walk()).toMatchObject({
      shortMessage: 'WalletConnect is unavailable right now',
      timeoutMs: 10_000,
    })
    expect(client.getState().walletConnect.status).toBe('error')
    expect(wc.calls).toEqual(['cancel'])
    reachable = true
    void client.connectWalletConnect()
    await settle()
    expect(client.getState().walletConnect.uri).toBe('wc:pairing-1@2')
    client.destroy()
  })

  test('closing the modal cancels: no uri, no refresh, the pending call rejects', async () => {
    const wc = scriptedWalletConnect()
    const client = createTestClient({ walletConnect: wc.config })
    const pending = client.connectWalletConnect()
    await settle()
    client.close()
    await expect(pending).rejects.toBeInstanceOf(ConnectionRejectedError)
    expect(client.getState().walletConnect).toEqual({ status: 'idle' })
    await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS)
    expect(wc.calls).toEqual(['pair:1', 'cancel'])
  })
})

describe('walletConnect connectors', () => {
  test('one connector per configured WalletConnect namespace, beside the adapter ones', () => {
    const client = createTestClient({ walletConnect: scriptedWalletConnect().config })
    const wcConnectors = client.getState().connectors.filter((c) => c.type === 'WALLET_CONNECT')
    expect(wcConnectors).toEqual([
      { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' },
    ])
    expect(client.getState().connectors.some((c) => c.id === 'dev.wallet')).toBe(true)
  })

  test('without the option there is no WalletConnect connector', () => {
    const client = createTestClient()
    expect(client.getState().connectors.some((c) => c.type === 'WALLET_CONNECT')).toBe(false)
  })
})
