import { createRequire } from 'node:module'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { privateKeyToAccount } from 'viem/accounts'
import { createSolanaKey } from '../solana/createSolanaKey.ts'
import { answerSessionAuthenticate } from './answerSessionAuthenticate.ts'
import { RPC_ERRORS, WC_ERRORS } from './errors.ts'
import { handleSessionRequest, SessionRequestError } from './handleSessionRequest.ts'
import { memoryStorage } from './memoryStorage.ts'
import { signSolanaMessage } from './signSolanaMessage.ts'
import type {
  WalletConnectAuthenticationRecord,
  WalletConnectPolicy,
  WalletConnectRequestRecord,
  WalletConnectTestWallet,
  WalletConnectTestWalletOptions,
} from './types.ts'

// The CommonJS build on purpose: under Vitest's `module` condition the ESM build's default import
// of the CommonJS WebSocket connection is not a constructor. WalletKit takes this Core as is.
const { Core } = createRequire(import.meta.url)(
  '@walletconnect/core',
) as typeof import('@walletconnect/core')

const EVM_METHODS = ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const EVM_EVENTS = ['accountsChanged', 'chainChanged']
let walletCount = 0

/**
 * A WalletConnect wallet for tests, in Node (the Playwright or Vitest process): WalletKit over the
 * local relay, with a devnet dev key. It approves or rejects session proposals by `policy`
 * (rejection: WalletConnect code 5000), answers personal_sign, eth_sendTransaction (sent to the
 * devnet) and wallet_switchEthereumChain, and can disconnect or switch accounts and chains.
 *
 * @example
 * const wallet = await createWalletConnectTestWallet({ relayUrl: 'ws://127.0.0.1:8787',
 *   privateKey: ANVIL_KEYS[0], evmRpcUrls: { 31337: 'http://127.0.0.1:8545' } })
 * await wallet.pair(uriFromTheQrCode)
 */
export async function createWalletConnectTestWallet(
  options: WalletConnectTestWalletOptions,
): Promise<WalletConnectTestWallet> {
  const account = privateKeyToAccount(options.privateKey)
  const core = new Core({
    projectId: options.projectId ?? 'latch-test',
    relayUrl: options.relayUrl,
    customStoragePrefix: `latch-test-wallet-${process.pid}-${walletCount++}`,
    telemetryEnabled: false,
    storage: memoryStorage(),
    logger: 'silent',
  })
  // Verify would ask WalletConnect's host about each dapp: there is none here.
  ;(core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true
  const name = options.name ?? 'Latch Test Wallet'
  const kit = await WalletKit.init({
    core,
    metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
    signConfig: { disableRequestQueue: true },
  })
  let policy: WalletConnectPolicy = options.policy ?? 'approve'
  let requestPolicy: WalletConnectPolicy = options.requestPolicy ?? 'approve'
  const answers: ('approved' | 'rejected')[] = []
  const waiters: { count: number; resolve: (answer: 'approved' | 'rejected') => void }[] = []
  const requests: WalletConnectRequestRecord[] = []
  const authentications: WalletConnectAuthenticationRecord[] = []
  const offered = Object.keys(options.evmRpcUrls).map((id) => `eip155:${id}`)
  const solanaKey = options.solana
    ? createSolanaKey(options.solana.secretKey, [options.solana.chainId])
    : undefined
  const solana =
    options.solana && solanaKey
      ? { chainId: options.solana.chainId, address: solanaKey.address }
      : undefined

  const answered = (answer: 'approved' | 'rejected') => {
    answers.push(answer)
    for (const waiter of waiters.splice(0)) {
      if (answers.length > waiter.count) waiter.resolve(answers[waiter.count]!)
      else waiters.push(waiter)
    }
  }

  kit.on('session_proposal', async ({ id, params }: WalletKitTypes.SessionProposal) => {
    try {
      if (policy === 'reject') {
        await kit.rejectSession({ id, reason: WC_ERRORS.USER_REJECTED })
        answered('rejected')
        return
      }
      await kit.approveSession({
        id,
        namespaces: approvedNamespaces(params, offered, account.address, solana),
      })
      answered('approved')
    } catch (error) {
      console.error('[test-wallet] answering the proposal failed', error)
    }
  })

  // One-click sign-in (wc_sessionAuthenticate). Without a listener the SDK answers the dapp's
  // fallback session proposal instead, as a wallet without the feature does.
  if (options.authenticate !== false) {
    kit.on('session_authenticate', async (event: WalletKitTypes.SessionAuthenticate) => {
      const { domain, chains } = event.params.authPayload
      const record: WalletConnectAuthenticationRecord = { domain, chains, messages: [] }
      authentications.push(record)
      try {
        answered(await answerSessionAuthenticate(kit, account, offered, policy, event, record))
      } catch (error) {
        console.error('[test-wallet] answering the sign-in request failed', error)
      }
    })
  }

  const topicChain = new Map<string, number>()
  const switchChain = async (topic: string, chainId: number) => {
    topicChain.set(topic, chainId)
    await kit.emitSessionEvent({
      topic,
      event: { name: 'chainChanged', data: chainId },
      chainId: `eip155:${chainId}`,
    })
  }

  kit.on('session_request', async ({ id, topic, params }: WalletKitTypes.SessionRequest) => {
    const record: WalletConnectRequestRecord = {
      method: params.request.method,
      chainId: params.chainId,
      params: params.request.params,
    }
    requests.push(record)
    let response:
      | { id: number; jsonrpc: '2.0'; result: unknown }
      | {
          id: number
          jsonrpc: '2.0'
          error: { code: number; message: string }
        }
    try {
      if (requestPolicy === 'reject') {
        throw new SessionRequestError(
          options.requestRejectionCode === 5000
            ? WC_ERRORS.USER_REJECTED
            : RPC_ERRORS.USER_REJECTED,
        )
      }
      record.result = record.method.startsWith('solana_')
        ? await signSolanaMessage(solanaKey, record.method, record.params)
        : await handleSessionRequest(
            {
              account,
              evmRpcUrls: options.evmRpcUrls,
              switchChain: (chainId) => switchChain(topic, chainId),
            },
            { method: record.method, params: record.params, chainId: record.chainId },
          )
      response = { id, jsonrpc: '2.0', result: record.result }
    } catch (error) {
      record.error =
        error instanceof SessionRequestError
          ? error.error
          : { code: -32603, message: error instanceof Error ? error.message : String(error) }
      response = { id, jsonrpc: '2.0', error: record.error }
    }
    await kit.respondSessionRequest({ topic, response }).catch((error: unknown) => {
      console.error('[test-wallet] responding failed', error)
    })
  })

  const sessions = () => Object.keys(kit.getActiveSessions())
  const firstChain = (topic: string) =>
    topicChain.get(topic) ?? Number(Object.keys(options.evmRpcUrls)[0])

  return {
    address: account.address,
    solanaAddress: solanaKey?.address,
    get approvals() {
      return answers.filter((answer) => answer === 'approved').length
    },
    get rejections() {
      return answers.filter((answer) => answer === 'rejected').length
    },
    requests,
    authentications,
    sessions,
    pair: (uri) => kit.pair({ uri }),
    waitForProposal: (count = answers.length) =>
      answers.length > count
        ? Promise.resolve(answers[count]!)
        : new Promise((resolve) => waiters.push({ count, resolve })),
    setPolicy: (next) => {
      policy = next
    },
    setRequestPolicy: (next) => {
      requestPolicy = next
    },
    async disconnect() {
      for (const topic of sessions()) {
        await kit.disconnectSession({ topic, reason: WC_ERRORS.USER_DISCONNECTED })
      }
    },
    async emitAccountsChanged(accounts, chainId) {
      for (const topic of sessions()) {
        const chain = chainId ?? firstChain(topic)
        await kit.emitSessionEvent({
          topic,
          event: { name: 'accountsChanged', data: accounts },
          chainId: `eip155:${chain}`,
        })
      }
    },
    async emitChainChanged(chainId) {
      for (const topic of sessions()) await switchChain(topic, chainId)
    },
    async close() {
      await core.relayer.transportClose().catch(() => {})
      core.heartbeat.stop()
    },
  }
}

/**
 * What the wallet grants: on eip155 the proposed chains it has an RPC for (all of its chains when
 * none matches); on solana its account, when the dapp proposes its chain.
 */
function approvedNamespaces(
  proposal: ProposalTypes.Struct,
  offered: readonly string[],
  address: string,
  solana: { chainId: string; address: string } | undefined,
): SessionTypes.Namespaces {
  const askedFor = (namespace: string) => [
    ...(proposal.requiredNamespaces[namespace]?.chains ?? []),
    ...(proposal.optionalNamespaces[namespace]?.chains ?? []),
  ]
  const namespaces: SessionTypes.Namespaces = {}
  const evmAsked = askedFor('eip155')
  if (evmAsked.length || !solana) {
    const chains = evmAsked.filter((chain) => offered.includes(chain))
    const granted = chains.length ? chains : [...offered]
    namespaces.eip155 = {
      chains: granted,
      accounts: granted.map((chain) => `${chain}:${address}`),
      methods: EVM_METHODS,
      events: EVM_EVENTS,
    }
  }
  if (solana && askedFor('solana').includes(solana.chainId)) {
    namespaces.solana = {
      chains: [solana.chainId],
      accounts: [`${solana.chainId}:${solana.address}`],
      methods: ['solana_signMessage'],
      events: [],
    }
  }
  return namespaces
}
