import type { LatchState } from '@latch/core'
import { isPairingExpired, PAIRING_EXPIRY_MARGIN_MS } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useLatchStore } from '../../hooks/useLatchStore.ts'

const selectWalletConnect = (state: LatchState) => state.walletConnect

/**
 * The pairing URI the view may show, or `undefined`: while core is still making one, and once
 * one counts as expired (SPEC §4: 10 s before its 4 minutes are up). Core replaces a URI before
 * then, the old one staying until the new is set; a URI core failed to replace in time is
 * never shown, as a scan of it could only fail.
 */
export function usePairingUri(): string | undefined {
  const walletConnect = useLatchStore(selectWalletConnect)
  const { uri, uriExpiresAt } = walletConnect
  // Only there to render again when the shown URI reaches its expiry.
  const [, setTick] = useState(0)

  useEffect(() => {
    if (!uri || uriExpiresAt === undefined) return
    const wait = uriExpiresAt - PAIRING_EXPIRY_MARGIN_MS - Date.now()
    if (wait <= 0) return
    // A timer, not polling: one render when the code stops counting as valid (a fake clock
    // drives it the same way).
    const timer = setTimeout(() => setTick((tick) => tick + 1), wait)
    return () => clearTimeout(timer)
  }, [uri, uriExpiresAt])

  return uri && !isPairingExpired(walletConnect, Date.now()) ? uri : undefined
}
