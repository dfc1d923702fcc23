import type { ChainNamespace } from '@latch/core'
import type {
  WalletConnectPairing,
  WalletConnectSignIn,
  WalletConnectSignInRequest,
} from '@latch/core/adapter'
import type { UniversalProvider } from '@walletconnect/universal-provider'
import { type buildNamespaces, WALLET_CONNECT_METHODS } from './buildNamespaces.ts'
import { toSession } from './toSession.ts'
import { toSignIns } from './toSignIns.ts'

/**
 * One pairing that asks the wallet to connect and sign in with one approval
 * (`wc_sessionAuthenticate`, through UniversalProvider's `authenticate`). A wallet without it
 * answers the plain session proposal the SDK sends beside it: then `signIns` is empty and the
 * site's sign-in asks for a signature the usual way. Resolves with the uri as soon as the SDK
 * shows it, as `pair` does.
 */
export function pairWithSignIn(
  provider: InstanceType<typeof UniversalProvider>,
  optionalNamespaces: ReturnType<typeof buildNamespaces>,
  signIn: WalletConnectSignInRequest,
  namespaces: () => readonly ChainNamespace[],
  defaultChains: () => Partial<Record<string, string>>,
): Promise<WalletConnectPairing> {
  return new Promise((resolve, reject) => {
    const onUri = (uri: string) => {
      provider.off('display_uri', onUri)
      resolve({ uri, approval, signIns })
    }
    provider.on('display_uri', onUri)
    const declined = watchDecline(provider)
    const { expirationTime, notBefore, ...request } = signIn
    const answer = provider
      .authenticate({
        ...request,
        ...(expirationTime ? { exp: expirationTime } : {}),
        ...(notBefore ? { nbf: notBefore } : {}),
        // The methods the session is for, as a ReCap (the wallet's CACAO grants them): without
        // it the SDK makes no session of a one-click answer.
        methods: WALLET_CONNECT_METHODS.eip155,
        // Not in the SDK's type: UniversalProvider makes its request providers from it, so the
        // site's rpcMap holds (without it the SDK falls back to its hosted RPC).
        ...({ optionalNamespaces } as object),
      })
      .then(
        (result) => {
          declined.stop()
          if (!result.session) throw new Error('the wallet signed in but granted no session')
          return result
        },
        (reason: unknown) => {
          declined.stop()
          throw declined.toError(reason)
        },
      )
    const approval = answer.then((result) =>
      toSession(result.session, namespaces(), defaultChains()),
    )
    const signIns: Promise<WalletConnectSignIn[]> = answer.then((result) =>
      toSignIns(result.auths, (parameters) => provider.client.formatAuthMessage(parameters)),
    )
    // Settled through `approval` by the caller; this copy must not report an unhandled rejection.
    signIns.catch(() => {})
    approval.catch((error: unknown) => {
      // A failure before the uri showed fails the pairing itself.
      provider.off('display_uri', onUri)
      reject(error)
    })
  })
}

type HistoryRecord = {
  id: number
  request: { method: string }
  response?: { result: unknown } | { error: { code: number; message: string } }
}

/**
 * The SDK rejects a declined `wc_sessionAuthenticate` with the error's message text only; core
 * classifies a decline by its code. The code is read from the SDK's own JSON-RPC history: the
 * record of this pairing's request gets the wallet's error response before the SDK rejects.
 */
function watchDecline(provider: InstanceType<typeof UniversalProvider>) {
  const history = provider.client.core.history
  let requestId: number | undefined
  let error: { code: number; message: string } | undefined
  const onCreated = (record: HistoryRecord) => {
    if (requestId === undefined && record.request.method === 'wc_sessionAuthenticate') {
      requestId = record.id
    }
  }
  const onUpdated = (record: HistoryRecord) => {
    if (record.id === requestId && record.response && 'error' in record.response) {
      error = record.response.error
    }
  }
  history.on('history_created', onCreated)
  history.on('history_updated', onUpdated)
  return {
    stop() {
      history.off('history_created', onCreated)
      history.off('history_updated', onUpdated)
    },
    /** The rejection as an Error carrying the wallet's code when the SDK gave text only. */
    toError(reason: unknown): unknown {
      if (typeof reason !== 'string') return reason
      return Object.assign(new Error(error?.message ?? reason), error ? { code: error.code } : {})
    },
  }
}
