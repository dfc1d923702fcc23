import type { LatchState } from '@latch/core'
import { useCallback, useEffect, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { Style } from '../../shadow/Style.tsx'
import { WalletIcon } from '../Connect/WalletIcon.tsx'
import { STATUS_PANEL_CSS, StatusPanel } from '../shared/StatusPanel.tsx'
import type { ViewProps } from '../types.ts'
import { ChooseFamily } from './ChooseFamily.tsx'
import { type ConnectFailure, describeConnectFailure } from './describeConnectFailure.ts'
import { connectingMessages } from './messages.ts'

/**
 * SPEC §2 ConnectingExternal: asks the picked wallet to connect as soon as it shows, and waits
 * ("Continue in {wallet}") with a pulsing ring. A decline shows 'Connection rejected', any
 * other failure its message, each with "Try again". On success core closes the modal (or
 * opens UnsupportedChain when the wallet sits on a network the site doesn't list). A wallet on
 * several chain families (`chooseFamily`) first asks which family to connect.
 */
export function ConnectingExternal({ entry }: ViewProps) {
  const params = entry.view === 'ConnectingExternal' ? entry.params : undefined
  return params?.chooseFamily ? (
    <ChooseFamily connectorId={params.connectorId} />
  ) : (
    <ConnectingWallet entry={entry} />
  )
}

function ConnectingWallet({ entry }: ViewProps) {
  const client = useLatchClient()
  const connectorId = entry.view === 'ConnectingExternal' ? entry.params?.connectorId : undefined
  const connector = useLatchStore(
    useCallback(
      (state: LatchState) => state.connectors.find((candidate) => candidate.id === connectorId),
      [connectorId],
    ),
  )
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<ConnectFailure | undefined>(undefined)
  const m = useMessages('connecting', connectingMessages)
  const errorText = useErrorText()

  useEffect(() => {
    // `attempt` is what "Try again" changes: each value is one request to the wallet.
    void attempt
    let mounted = true
    setFailure(undefined)
    // React StrictMode mounts twice; core shares one pending request per connector, so the
    // wallet is asked once and both runs see the same outcome.
    client.connect({ connectorId: connectorId ?? '' }).then(
      () => {
        // Core closes a modal still on this view; an embedded panel (never "open") is reset
        // here. Anything core showed instead (UnsupportedChain) stays.
        if (mounted && client.getState().history.at(-1) === entry) client.close()
      },
      (error: unknown) => {
        if (mounted) setFailure(describeConnectFailure(error))
      },
    )
    return () => {
      mounted = false
    }
  }, [client, connectorId, entry, attempt])

  return (
    <>
      <Style>{STATUS_PANEL_CSS}</Style>
      <StatusPanel
        state={failure ? 'failed' : 'waiting'}
        shape="square"
        icon={<WalletIcon name={connector?.name ?? '?'} imageUrl={connector?.imageUrl} />}
        title={
          failure
            ? errorText(failure.error)
            : connector
              ? m.t(m.continueIn, { wallet: connector.name })
              : m.continueInYours
        }
        text={failure ? m[failure.text] : m.accept}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    </>
  )
}
