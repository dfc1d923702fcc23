import { ConnectionRejectedError, type RouteEntry } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import {
  type ConnectFailure,
  describeConnectFailure,
} from '../ConnectingExternal/describeConnectFailure.ts'

/**
 * Where the pairing stands for the view: waiting for a scan, declined in the wallet (a fresh
 * code is already up), or failed some other way (the visitor may try again).
 */
export type PairingOutcome =
  | { state: 'waiting' }
  | { state: 'rejected' }
  | ({ state: 'failed' } & ConnectFailure)

const WAITING: PairingOutcome = { state: 'waiting' }

/** The views that show a pairing: moving between them keeps it; leaving both drops it. */
const PAIRING_VIEWS = new Set(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'])

/**
 * Starts a WalletConnect pairing when the view shows (or joins the pending one: core shares it,
 * so React StrictMode's second run and a second pairing view ask once) and waits for the
 * wallet. A decline shows 'Connection rejected' while core puts up a fresh code, and the view
 * waits on that one; another failure waits for "Try again". On success the modal closes, as
 * after any connect. Leaving the pairing views drops the pairing.
 */
export function usePairing(entry: RouteEntry): { outcome: PairingOutcome; retry(): void } {
  const client = useLatchClient()
  const [outcome, setOutcome] = useState<PairingOutcome>(WAITING)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    // `attempt` is what "Try again" changes: each value is one more pairing.
    void attempt
    let live = true
    const wait = (): void => {
      client.connectWalletConnect().then(
        () => {
          // Core may have shown something else (UnsupportedChain): only close our own view.
          if (live && client.getState().history.at(-1) === entry) client.close()
        },
        (error: unknown) => {
          // Closing the modal cancels the pairing with the same error class as a decline: a view
          // no longer on top must not start another pairing.
          if (!live || client.getState().history.at(-1) !== entry) return
          if (error instanceof ConnectionRejectedError) {
            setOutcome({ state: 'rejected' })
            // Core has made a fresh code for another scan: wait on that one.
            wait()
          } else {
            setOutcome({ state: 'failed', ...describeConnectFailure(error) })
          }
        },
      )
    }
    wait()
    return () => {
      live = false
      // StrictMode's rehearsal unmount happens with this view still on top: keep the pairing.
      const top = client.getState().history.at(-1)
      if (top !== entry && !PAIRING_VIEWS.has(top?.view ?? '')) client.cancelWalletConnect()
    }
  }, [client, entry, attempt])

  return {
    outcome,
    retry: () => {
      setOutcome(WAITING)
      setAttempt((count) => count + 1)
    },
  }
}
