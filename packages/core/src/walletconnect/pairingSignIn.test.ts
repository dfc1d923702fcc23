import { expect, test } from 'vitest'
import type { LatchOptions, WalletConnectConfig } from '../client/types.ts'
import { latchDevnet, latchDevnet2, solanaDevnet } from '../networks/builtin.ts'
import { formatSiwxMessage } from '../siwx/message.ts'
import type { SiwxConfig, SiwxSession } from '../siwx/types.ts'
import { createScriptedAdapter } from '../test/createScriptedAdapter.ts'
import { createTestClient } from '../test/createTestClient.ts'
import type { CaipNetworkId } from '../types/network.ts'
import { walletConnectGlue } from './glue.ts'
import type { WalletConnectSignIn, WalletConnectSignInRequest } from './types.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const METADATA = { name: 'Shop', description: 'Shop', url: 'https://shop.example', icons: [] }

/** The text a wallet signs for `chainId` (EIP-4361), as the SDK would rebuild it from a CACAO. */
const signedOn = (chainId: CaipNetworkId, request: WalletConnectSignInRequest) => {
  const message = formatSiwxMessage({
    domain: request.domain,
    address: ADDRESS,
    uri: request.uri,
    version: '1',
    chainId,
    nonce: request.nonce,
    issuedAt: '2026-11-25T16:00:00.000Z',
    ...(request.statement ? { statement: request.statement } : {}),
  })
  return { chainId, address: ADDRESS, message, signature: `0x${chainId.length}`, cacao: {} }
}

/**
 * A WalletConnect stand-in whose wallet connects on its first requested chain and signs in on
 * every requested chain (or on none: a wallet without one-click), and a sign-in config that
 * keeps what it is given.
 */
function oneClickClient(
  options: {
    oneClick?: boolean
    beforeConnect?: boolean
    namespaces?: SiwxConfig['namespaces']
    refuse?: boolean
    /** The SDK side failed to read the wallet's answer. */
    unreadable?: boolean
    /** The site's networks (default: the two devnet chains). */
    networks?: LatchOptions['networks']
    /** `walletConnect.namespaces`. */
    pairs?: WalletConnectConfig['namespaces']
    /**
     * The SDK refuses the wallet's one-click answer as the Sign SDK does when it cannot verify
     * a contract account's CACAO: `{ code: 7000 }` (SESSION_SETTLEMENT_FAILED).
     */
    settlementFails?: boolean
    /** A Solana chain adapter with its own sign-in (as `solanaAdapter()`'s `solana:signIn`). */
    solanaAdapter?: boolean
  } = {},
) {
  const pairsSolana =
    !!options.networks?.some((network) => network.chainNamespace === 'solana') &&
    (!options.pairs || options.pairs.includes('solana'))
  const asked: (WalletConnectSignInRequest | undefined)[] = []
  const added: SiwxSession[] = []
  /** Methods asked over the session, and what the chain adapter's own sign-in was asked. */
  const requested: string[] = []
  const config: WalletConnectConfig = {
    ...(options.pairs ? { namespaces: options.pairs } : {}),
    glue: walletConnectGlue,
    load: async () => ({
      getSession: () => undefined,
      pair: async (parameters) => {
        const signIn = parameters?.signIn
        asked.push(signIn)
        const chainId = signIn?.chains[0] ?? 'eip155:31337'
        const reference = Number(chainId.split(':')[1])
        const signIns: WalletConnectSignIn[] =
          signIn && options.oneClick !== false
            ? // In another order than asked: the one kept is picked by chain, not by place.
              signIn.chains.map((chain) => signedOn(chain, signIn)).reverse()
            : []
        if (signIn && options.settlementFails) {
          const refused = Promise.reject({
            message: 'Session settlement failed. Signature verification failed',
            code: 7000,
          })
          return { uri: 'wc:one-click@2', approval: refused, signIns: refused }
        }
        return {
          uri: 'wc:one-click@2',
          approval: Promise.resolve({
            eip155: { address: ADDRESS, chainId: reference, accounts: [ADDRESS] },
            // As the SDK: a one-click session is eip155 only; a plain proposal gets every
            // namespace it asked (this wallet has a Solana account).
            ...(!signIn && pairsSolana
              ? {
                  solana: {
                    address: SOLANA_ADDRESS,
                    chainId: solanaDevnet.id,
                    accounts: [SOLANA_ADDRESS],
                  },
                }
              : {}),
          }),
          signIns: options.unreadable
            ? Promise.reject(new Error('unreadable CACAO'))
            : Promise.resolve(signIns),
        }
      },
      cancelPairing: async () => {},
      request: async ({ method }) => {
        requested.push(method)
        return method === 'solana_signMessage' ? { signature: 'SolanaSignature' } : '0x5151'
      },
      setDefaultChain: () => {},
      disconnect: async () => {},
      provider: {},
    }),
  }
  const siwx: SiwxConfig = {
    createMessageFields: async (input) => ({
      ...input,
      version: '1',
      nonce: 'PlainNonce123',
      issuedAt: new Date().toISOString(),
    }),
    ...(options.beforeConnect === false
      ? {}
      : {
          createMessageFieldsBeforeConnect: async (input) => ({
            domain: input.domain,
            uri: input.uri,
            version: '1' as const,
            statement: 'Sign in to Shop.',
            nonce: 'OneClickNonce123',
            issuedAt: new Date().toISOString(),
          }),
        }),
    addSession: async (session) => {
      if (options.refuse) throw new Error('refused')
      added.push(session)
      return session
    },
    getSessions: async (account) =>
      added.filter(
        (session) =>
          session.data.chainId === account.chainId &&
          session.data.address.toLowerCase() === account.address.toLowerCase(),
      ),
    revokeSession: async () => {},
    getRequired: () => true,
    ...(options.namespaces ? { namespaces: options.namespaces } : {}),
  }
  const client = createTestClient({
    walletConnect: config,
    siwx,
    metadata: METADATA,
    ...(options.networks ? { networks: options.networks } : {}),
    ...(options.solanaAdapter
      ? {
          adapters: [
            createScriptedAdapter().adapter,
            {
              ...createScriptedAdapter({ connectors: [] }).adapter,
              namespace: 'solana' as const,
              // Asks its own wallets: it knows none called 'walletConnect'.
              signIn: async ({ connectorId }: { connectorId: string }) => {
                requested.push(`solana adapter signIn(${connectorId})`)
                throw new Error(`no wallet ${connectorId}`)
              },
            },
          ],
        }
      : {}),
  })
  return { client, asked, added, requested }
}

test('one approval: the sign-in of the chain connected becomes the session, nothing more is asked', async () => {
  const { client, asked, added } = oneClickClient()
  await client.connectWalletConnect()
  expect(asked).toEqual([
    {
      domain: 'shop.example',
      uri: 'https://shop.example/',
      nonce: 'OneClickNonce123',
      chains: ['eip155:31337', 'eip155:31338'],
      statement: 'Sign in to Shop.',
    },
  ])
  // One nonce, one session: only the chain the connection is on.
  expect(added.map((session) => session.data.chainId)).toEqual(['eip155:31337'])
  expect(added[0]).toMatchObject({
    data: { address: ADDRESS, nonce: 'OneClickNonce123', domain: 'shop.example' },
    signature: '0x12',
  })
  expect(client.getState().siwx?.sessions.eip155?.message).toBe(added[0]?.message)
  expect(client.getState().siwx?.request).toBeUndefined()
  expect(client.getState().history.at(-1)?.view).not.toBe('SIWXSignMessage')
})

test('the active network is asked first, so the session and the sign-in kept land on it', async () => {
  const { client, asked, added } = oneClickClient()
  await client.switchNetwork({ network: latchDevnet2 })
  expect(client.getState().activeCaipNetworkIds.eip155).toBe('eip155:31338')
  await client.connectWalletConnect()
  expect(asked[0]?.chains).toEqual(['eip155:31338', 'eip155:31337'])
  expect(added.map((session) => session.data.chainId)).toEqual(['eip155:31338'])
})

test.each([
  ['the config cannot make fields before the account', { beforeConnect: false }],
  ['sign-in is not on eip155', { namespaces: ['solana'] as const }],
])('a plain pairing when %s', async (_, options) => {
  const { client, asked, added } = oneClickClient(options)
  await client.connectWalletConnect()
  expect(asked).toEqual([undefined])
  expect(added).toEqual([])
})

test.each([
  ['the wallet has no one-click (it answered the plain proposal)', { oneClick: false }],
  ['the config refuses the signed sign-in', { refuse: true }],
  ['the sign-ins could not be read', { unreadable: true }],
])('connected, then asked to sign in the usual way when %s', async (_, options) => {
  const { client } = oneClickClient(options)
  const connection = await client.connectWalletConnect()
  expect(connection.address).toBe(ADDRESS)
  expect(client.getState().siwx?.request).toMatchObject({ address: ADDRESS, step: 'ready' })
  expect(client.getState().history.at(-1)?.view).toBe('SIWXSignMessage')
})

test('a site on eip155 and Solana pairs plainly (every namespace), then asks to sign in: the Solana account stays', async () => {
  const { client, asked, added } = oneClickClient({
    networks: [latchDevnet, latchDevnet2, solanaDevnet],
  })
  const connection = await client.connectWalletConnect()
  // No one-click: the SDK's wc_sessionAuthenticate (and its fallback proposal) is eip155 only.
  expect(asked).toEqual([undefined])
  expect(added).toEqual([])
  expect(connection.address).toBe(ADDRESS)
  const state = client.getState()
  expect(state.connectedConnectorIds).toMatchObject({
    eip155: 'walletConnect',
    solana: 'walletConnect',
  })
  expect(state.siwx?.request).toMatchObject({ address: ADDRESS, step: 'ready' })
  expect(state.history.at(-1)?.view).toBe('SIWXSignMessage')
})

test('the same site with walletConnect.namespaces: [eip155] asks one-click', async () => {
  const { client, asked, added } = oneClickClient({
    networks: [latchDevnet, latchDevnet2, solanaDevnet],
    pairs: ['eip155'],
  })
  await client.connectWalletConnect()
  expect(asked[0]?.chains).toEqual(['eip155:31337', 'eip155:31338'])
  expect(added.map((session) => session.data.chainId)).toEqual(['eip155:31337'])
  expect(client.getState().connectedConnectorIds.solana).toBeUndefined()
})

test("the SDK refused the one-click answer (7000, a contract account's CACAO): 'Failed to connect', then Try again pairs plainly and asks to sign in", async () => {
  const { client, asked, added } = oneClickClient({ settlementFails: true })
  await expect(client.connectWalletConnect()).rejects.toMatchObject({
    name: 'ConnectFailedError',
  })
  expect(client.getState().walletConnect).toMatchObject({ status: 'error' })
  expect(asked).toHaveLength(1)
  expect(asked[0]?.nonce).toBe('OneClickNonce123')
  // Try again: no one-click this time (it would fail the same way), the usual prompt instead.
  const connection = await client.connectWalletConnect()
  expect(asked).toHaveLength(2)
  expect(asked[1]).toBeUndefined()
  expect(added).toEqual([])
  expect(connection.address).toBe(ADDRESS)
  expect(client.getState().siwx?.request).toMatchObject({ address: ADDRESS, step: 'ready' })
  expect(client.getState().history.at(-1)?.view).toBe('SIWXSignMessage')
})

test("a Solana account connected over WalletConnect signs in over the session, not with the Solana adapter's own sign-in", async () => {
  const { client, added, requested } = oneClickClient({
    networks: [latchDevnet, latchDevnet2, solanaDevnet],
    solanaAdapter: true,
  })
  await client.connectWalletConnect()
  expect(client.getState().siwx?.request).toMatchObject({ namespace: 'eip155' })
  await client.signIn()
  expect(client.getState().siwx?.request).toMatchObject({
    namespace: 'solana',
    address: SOLANA_ADDRESS,
  })
  await client.signIn()
  expect(requested).toEqual(['personal_sign', 'solana_signMessage'])
  expect(added.map((session) => [session.data.chainId, session.signature])).toEqual([
    ['eip155:31337', '0x5151'],
    [solanaDevnet.caipNetworkId, 'SolanaSignature'],
  ])
  expect(client.getState().siwx?.request).toBeUndefined()
})
