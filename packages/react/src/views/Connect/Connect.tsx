import type { LatchState } from '@latch/core'
import { getConnectMethodsOrder, isBrowserWallet } from '@latch/core/internal'
import { Suspense } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { LazyView, lazyView } from '../lazyView.tsx'
import type { ViewProps } from '../types.ts'
import { methodSections } from './sections.tsx'

const selectConnectors = (state: LatchState) => state.connectors
const selectFeatures = (state: LatchState) => state.features

/**
 * Connect with the `legalCheckbox` or `collapseWallets` feature (the terms box, the one wallet
 * row): loaded on demand, only on sites that turn either on. Declared here rather than in
 * lazyViews.ts: its chunk uses Connect's sections, which use lazyViews.ts (no import cycle).
 */
const ConnectWithFeatures = lazyView(() =>
  import('./ConnectWithFeatures.tsx').then((m) => m.ConnectWithFeatures),
)

/** SPEC §2 Connect: the ways to connect, in the order SPEC §2 gives. */
export function Connect({ entry }: ViewProps) {
  const client = useLatchClient()
  const connectors = useLatchStore(selectConnectors)
  const features = useLatchStore(selectFeatures)
  const methods = getConnectMethodsOrder(
    features,
    connectors.some(isBrowserWallet),
    Boolean(client.options.embeddedWallet),
  )
  // legalCheckbox and collapseWallets: their own chunk arranges the sections.
  return features.legalCheckbox || features.collapseWallets ? (
    <Suspense fallback={null}>
      <LazyView loader={ConnectWithFeatures} entry={entry} />
    </Suspense>
  ) : (
    methodSections(entry, methods)
  )
}
