import {
  ChainNotSupportedError,
  isUserRejection,
  LatchError,
  NetworkNotFoundError,
} from '@latch/core'
import { completeNetworkSwitch } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { NetworkIcon } from '../../NetworkIcon/NetworkIcon.tsx'
import { Style } from '../../shadow/Style.tsx'
import { STATUS_PANEL_CSS, StatusPanel } from '../shared/StatusPanel.tsx'
import { ROWS_CSS } from '../shared/styles.ts'
import type { ViewProps } from '../types.ts'
import { switchNetworkMessages } from './messages.ts'

type Failure = { error: LatchError; declined: boolean }

/**
 * SPEC §2 SwitchNetwork: asks the wallet to switch to the network (adding it first when the
 * wallet doesn't know it) and waits — "Approve in wallet". A failure shows its message and
 * "Try again"; success goes back to Account, or closes the modal.
 */
export function SwitchNetwork({ entry }: ViewProps) {
  const client = useLatchClient()
  const network = entry.view === 'SwitchNetwork' ? entry.params?.network : undefined
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<Failure | undefined>(
    network ? undefined : { error: new NetworkNotFoundError(), declined: false },
  )

  useEffect(() => {
    // `attempt` is what "Try again" changes: each value is one request to the wallet.
    void attempt
    if (!network) return
    let mounted = true
    setFailure(undefined)
    // StrictMode runs this twice: core's switchNetwork joins the pending request (one prompt).
    client.switchNetwork({ network }).then(
      () => {
        if (mounted) completeNetworkSwitch(client, { entry })
      },
      (error: unknown) => {
        if (!mounted) return
        const latchError =
          error instanceof LatchError ? error : new ChainNotSupportedError({ cause: error })
        // Core reports a refused switch as 'Chain is not supported'; whether the visitor
        // declined is read from the wallet's code (4001), so the text below can say so.
        setFailure({
          error: latchError,
          declined: latchError.walk(isUserRejection) !== null,
        })
      },
    )
    return () => {
      mounted = false
    }
  }, [client, network, entry, attempt])

  const m = useMessages('switchNetwork', switchNetworkMessages)
  const errorText = useErrorText()
  const notSwitched = network ? m.t(m.notSwitched, { network: network.name }) : m.notSwitchedUnknown
  return (
    <>
      <Style>{ROWS_CSS + STATUS_PANEL_CSS}</Style>
      <StatusPanel
        state={failure ? 'failed' : 'waiting'}
        shape="round"
        icon={network ? <NetworkIcon network={network} size={72} /> : null}
        title={failure ? errorText(failure.error) : m.approve}
        text={
          failure
            ? failure.declined
              ? m.declined
              : notSwitched
            : m.t(m.accept, { network: network?.name ?? '' })
        }
        onRetry={network ? () => setAttempt((count) => count + 1) : undefined}
      />
    </>
  )
}
