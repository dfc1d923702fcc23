import { useCallback, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'

/**
 * Runs the tabs' reads (`client.fetchTokenBalances` …). Those never reject on a failed request —
 * core records that in the store — but their code loads on demand, and a download that fails
 * rejects. `failed` says so, so the tab shows its error and retry instead of a skeleton forever
 * (and the rejection is handled). `read` clears it before each new try.
 */
export function useRead(): { failed: boolean; read: (pending: Promise<void>) => void } {
  const client = useLatchClient()
  const [failed, setFailed] = useState(false)
  const read = useCallback(
    (pending: Promise<void>) => {
      setFailed(false)
      pending.catch((error: unknown) => {
        client.logger.warn('account data could not be loaded', error)
        setFailed(true)
      })
    },
    [client],
  )
  return { failed, read }
}
