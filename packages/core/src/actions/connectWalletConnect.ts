import type { Client } from '../client/types.ts'
import { applyConnection } from '../connection/applyConnection.ts'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants.ts'
import {
  ConnectFailedError,
  ConnectionRejectedError,
  RelayUnavailableError,
} from '../errors/connection.ts'
import { getWalletErrorCode } from '../errors/walletErrorCode.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import { checkSiwx } from '../siwx/checkSiwx.ts'
import type { AdapterConnection } from '../types/adapter.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import {
  PAIRING_REFRESH_LEAD_MS,
  PAIRING_URI_TIMEOUT_MS,
  WC_SESSION_SETTLEMENT_FAILED,
} from '../walletconnect/constants.ts'
import { isWalletConnectRejection } from '../walletconnect/isWalletConnectRejection.ts'
import { loadWalletConnect } from '../walletconnect/loadWalletConnect.ts'
import { setWalletConnectState } from '../walletconnect/pairing.ts'
import type {
  PairingRun,
  WalletConnectSession,
  WalletConnectSignInRequest,
} from '../walletconnect/types.ts'
import { checkActiveNetwork } from './checkActiveNetwork.ts'
import type { ConnectReturnType } from './connect.ts'
import { fetchBalance } from './fetchBalance.ts'

/** The connection on the active namespace (or the first one the session grants). */
export type ConnectWalletConnectReturnType = ConnectReturnType
/** What {@link connectWalletConnect} may throw, by class. */
export type ConnectWalletConnectErrorType = ConnectionRejectedError | ConnectFailedError

/**
 * Starts a WalletConnect pairing (or joins the pending one: a second call gets the same promise)
 * and resolves when the wallet approves a session; every namespace it grants is connected with
 * connector id 'walletConnect'. The uri in `state.walletConnect` is replaced by a fresh one
 * before it reaches `uriExpiresAt - PAIRING_EXPIRY_MARGIN_MS` (SPEC §4: it counts as expired
 * from then), so no expired uri is ever in state. Rejects with ConnectionRejectedError
 * ('Connection rejected') when the wallet declines; the declined uri is dropped and a fresh one
 * follows at once. Rejects with ConnectFailedError caused by RelayUnavailableError when no uri
 * comes within 10 s (`PAIRING_URI_TIMEOUT_MS`: the relay is unreachable).
 *
 * @example
 * const pending = latch.connectWalletConnect()
 * latch.subscribe((state) => showQrCode(state.walletConnect.uri))
 * await pending
 */
export function connectWalletConnect(client: Client): Promise<ConnectWalletConnectReturnType> {
  const { runtime } = client
  runtime.pairing ??= { generation: 0, active: false }
  const run = runtime.pairing
  if (run.promise) return run.promise
  run.promise = new Promise<AdapterConnection>((resolve, reject) => {
    run.resolve = resolve
    run.reject = reject
  })
  const promise = run.promise
  if (!run.active) {
    run.active = true
    const { uri, uriExpiresAt } = client.store.getState().walletConnect
    setWalletConnectState(client, { status: 'loading', ...(uri ? { uri, uriExpiresAt } : {}) })
    void createPairing(client, run)
  }
  return promise
}

async function createPairing(client: Client, run: PairingRun): Promise<void> {
  const generation = ++run.generation
  const current = () => run.active && run.generation === generation
  let pairing: Awaited<ReturnType<Awaited<ReturnType<typeof loadWalletConnect>>['pair']>>
  let signIn: WalletConnectSignInRequest | undefined
  try {
    const provider = await loadWalletConnect(client)
    // A site with sign-in asks the wallet to connect and sign in at once (one-click).
    signIn =
      (client.options.siwx || client.options.siweConfig) && !run.oneClickOff
        ? await import('../walletconnect/pairingSignIn.ts').then((module) =>
            module.createPairingSignIn(client),
          )
        : undefined
    if (!current()) return
    pairing = await withinPairingTime(
      client,
      provider.pair(signIn ? { signIn } : undefined),
      () => void provider.cancelPairing().catch(() => {}),
    )
  } catch (cause) {
    if (current()) fail(client, run, new ConnectFailedError({ cause }))
    return
  }
  if (!current()) return
  const previous = client.store.getState().walletConnect
  const uriExpiresAt = Date.now() + PAIRING_LIFETIME_MS
  setWalletConnectState(client, {
    status: 'pairing',
    uri: pairing.uri,
    uriExpiresAt,
    ...(previous.errorMessage ? { errorMessage: previous.errorMessage } : {}),
  })
  // The replacement is asked for early enough to be set before this uri counts as expired; the
  // old uri stays on screen until then: no empty QR code in between.
  client.schedule(
    () => {
      if (current()) void createPairing(client, run)
    },
    PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - PAIRING_REFRESH_LEAD_MS,
  )
  pairing.approval.then(
    async (session) => {
      if (!current()) return
      // One-click: the signed sign-in becomes a session before the connection shows.
      const signIns = await pairing.signIns?.catch(() => undefined)
      if (signIns?.length) {
        await import('../walletconnect/pairingSignIn.ts')
          .then((module) => module.addPairingSignIn(client, session, signIns))
          .catch((error: unknown) => client.logger.warn('one-click sign-in failed', error))
      }
      if (current()) approve(client, run, session)
    },
    (cause: unknown) => {
      if (!current()) return
      if (!isWalletConnectRejection(cause)) {
        // The SDK refused the one-click answer (a contract account's CACAO it could not verify):
        // Try again pairs plainly, and the site's own sign-in verifies the signature.
        if (signIn && getWalletErrorCode(cause) === WC_SESSION_SETTLEMENT_FAILED) {
          run.oneClickOff = true
        }
        fail(client, run, new ConnectFailedError({ cause }))
        return
      }
      const error = new ConnectionRejectedError({ cause })
      client.events.emit('USER_REJECTED', { connectorId: 'walletConnect' })
      // The declined uri is spent: it leaves the screen; the fresh one follows.
      setWalletConnectState(client, { status: 'rejected', errorMessage: error.shortMessage })
      settle(run)?.reject(error)
      // The visitor may scan again at once: the fresh uri keeps the run going.
      void createPairing(client, run)
    },
  )
}

/**
 * `pairing`, or RelayUnavailableError when it has not come within PAIRING_URI_TIMEOUT_MS (the
 * relay unreachable: the SDK would retry its socket without end); `abandon` drops the late one.
 */
function withinPairingTime<T>(
  client: Client,
  pairing: Promise<T>,
  abandon: () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false
    client.schedule(() => {
      if (settled) return
      settled = true
      abandon()
      reject(new RelayUnavailableError(PAIRING_URI_TIMEOUT_MS))
    }, PAIRING_URI_TIMEOUT_MS)
    pairing.then(
      (value) => {
        if (settled) return
        settled = true
        resolve(value)
      },
      (error: unknown) => {
        if (settled) return
        settled = true
        reject(error)
      },
    )
  })
}

function approve(client: Client, run: PairingRun, session: WalletConnectSession): void {
  run.active = false
  run.generation++
  setWalletConnectState(client, { status: 'idle' })
  const connected: [ChainNamespace, AdapterConnection][] = []
  for (const [namespace, granted] of Object.entries(session) as [
    ChainNamespace,
    NonNullable<WalletConnectSession[ChainNamespace]>,
  ][]) {
    const connector = client.store
      .getState()
      .connectors.find((c) => c.id === 'walletConnect' && c.chain === namespace)
    if (!connector || !granted.accounts.length) continue
    const connection: AdapterConnection = {
      address: granted.address,
      chainId: granted.chainId,
      accounts: granted.accounts.map((address) => ({ address, type: 'eoa' })),
    }
    applyConnection(client, connector, connection)
    client.events.emit('CONNECT_SUCCESS', {
      connectorId: connector.id,
      namespace,
      name: connector.name,
    })
    void fetchBalance(client, { namespace })
    connected.push([namespace, connection])
  }
  checkActiveNetwork(client)
  const waiter = settle(run)
  if (!connected.length) {
    waiter?.reject(
      new ConnectFailedError({ details: 'the session grants no configured namespace' }),
    )
    return
  }
  const active = getActiveNamespace(client, client.store.getState())
  const connection = (connected.find(([ns]) => ns === active) ?? connected[0]!)[1]
  // As connect(): SIWXSignMessage, if needed, shows before the pairing view sees the connection.
  void checkSiwx(client).then(() => waiter?.resolve(connection))
}

function fail(client: Client, run: PairingRun, error: ConnectFailedError): void {
  run.active = false
  run.generation++
  setWalletConnectState(client, { status: 'error', errorMessage: error.shortMessage })
  client.events.emit('CONNECT_ERROR', { connectorId: 'walletConnect', message: error.message })
  settle(run)?.reject(error)
}

/** Takes the visitor's pending promise off the run (the next call makes a new one). */
function settle(run: PairingRun) {
  const { resolve, reject } = run
  run.promise = run.resolve = run.reject = undefined
  return resolve && reject ? { resolve, reject } : undefined
}
