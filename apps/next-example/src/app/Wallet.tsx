'use client'

import type { LatchInitialState } from '@latch/core/ssr'
import { ConnectButton, LatchProvider, NetworkButton, useLatchAccount } from '@latch/react'
import { getLatch } from './latch.ts'

/**
 * The client side: one Latch client for the page, started from the state the server read
 * (`initialState`), so the browser's first render is the server's HTML.
 */
export function Wallet({ initialState }: { initialState: LatchInitialState | undefined }) {
  return (
    <LatchProvider latch={getLatch()} initialState={initialState}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <NetworkButton />
        <ConnectButton />
      </div>
      <Status />
    </LatchProvider>
  )
}

/** The site's own text from a hook: rendered on the server too, and hydrated without mismatch. */
function Status() {
  const { status } = useLatchAccount()
  return <p data-testid="status">Status: {status}</p>
}
