import type { ChainNamespace, LatchClient, SiwxSession } from '@latch/core'
import type { AuthSessionAnswer } from '@latch/core/api'
import { useLatch, useLatchAccount, useLatchStore } from '@latch/react'
import { useEffect, useState } from 'react'

/** What the server said about a session token (`GET /auth/v1/me`). */
type Confirmation =
  | { state: 'checking' }
  | { state: 'confirmed'; answer: AuthSessionAnswer }
  | { state: 'refused'; code: string }
  | { state: 'unreachable' }

/**
 * The demo's sign-in panel (`?siwx=required|optional`): whether the visitor is signed in and as
 * whom — per connected chain family, the address and network of its session — and that the
 * server says so too (`GET /auth/v1/me` with the session's token). Sign out ends that session
 * (here, in the other tabs and on the server); Sign in asks for one.
 */
export function SignInStatus({ required }: { required: boolean }) {
  const { client } = useLatch()
  const siwx = useLatchStore((state) => state.siwx)
  const { isConnected } = useLatchAccount()
  const sessions = Object.entries(siwx?.sessions ?? {}) as [ChainNamespace, SiwxSession][]
  const state = sessions.length ? 'signed-in' : 'signed-out'
  return (
    <section className="panel signin" aria-labelledby="signin-title" data-state={state}>
      <h2 id="signin-title">Sign-in</h2>
      <p className="muted">
        Sign-in is {required ? 'required' : 'optional'} on this page (<code>latchSiwx()</code>,
        verified by the Latch server).
      </p>
      {sessions.length ? (
        sessions.map(([namespace, session]) => (
          <SessionRow key={namespace} client={client} namespace={namespace} session={session} />
        ))
      ) : (
        <p>
          Not signed in.{' '}
          {isConnected ? (
            <button type="button" className="link" onClick={() => client.signIn().catch(ignore)}>
              Sign in
            </button>
          ) : (
            'Connect a wallet to sign in.'
          )}
        </p>
      )}
    </section>
  )
}

function SessionRow({
  client,
  namespace,
  session,
}: {
  client: LatchClient
  namespace: ChainNamespace
  session: SiwxSession
}) {
  const confirmation = useConfirmation(client, session.token)
  const network = client.networks.find((n) => n.caipNetworkId === session.data.chainId)
  return (
    <div className="signin-session">
      <p>
        Signed in as <code>{session.data.address}</code> on {network?.name ?? 'network'} (
        <code>{session.data.chainId}</code>)
        {session.expiresAt ? `, until ${new Date(session.expiresAt).toLocaleString()}` : ''}.
      </p>
      <p className="signin-server" data-state={confirmation.state}>
        {describe(confirmation)}
      </p>
      <button
        type="button"
        onClick={() =>
          client.signOut({ namespace }).catch((error) => console.warn('sign-out failed', error))
        }
      >
        Sign out
      </button>
    </div>
  )
}

/** The modal shows a failed sign-in as its toast (Signature declined …): nothing to add here. */
const ignore = () => {}

function describe(confirmation: Confirmation): string {
  switch (confirmation.state) {
    case 'checking':
      return 'Asking the server (GET /auth/v1/me)…'
    case 'confirmed':
      return `Confirmed by the server (GET /auth/v1/me): ${confirmation.answer.address} on ${confirmation.answer.chainId}.`
    case 'refused':
      return `The server does not accept this session (${confirmation.code}).`
    case 'unreachable':
      return 'The server could not be reached to confirm it.'
  }
}

/** `GET /auth/v1/me` with the session's token, once per token. */
function useConfirmation(client: LatchClient, token: string | undefined): Confirmation {
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'checking' })
  useEffect(() => {
    if (!token) {
      setConfirmation({ state: 'refused', code: 'no token' })
      return
    }
    let live = true
    setConfirmation({ state: 'checking' })
    const url = new URL('/auth/v1/me', client.endpoints.apiUrl)
    url.searchParams.set('projectId', client.options.projectId)
    fetch(url, { headers: { authorization: `Bearer ${token}` } })
      .then(async (response) => {
        const body = await response.json()
        if (!live) return
        setConfirmation(
          response.ok
            ? { state: 'confirmed', answer: body as AuthSessionAnswer }
            : { state: 'refused', code: String((body as { error?: unknown }).error) },
        )
      })
      .catch(() => live && setConfirmation({ state: 'unreachable' }))
    return () => {
      live = false
    }
  }, [client, token])
  return confirmation
}
