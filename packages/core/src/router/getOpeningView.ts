import type { Client } from '../client/types.ts'
import { isMobile } from '../platform/isMobile.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { getInitialView } from './getInitialView.ts'
import type { RouteEntry, ViewName } from './views.ts'

/** What {@link getOpeningView} reads of `open()`'s parameters. */
export type GetOpeningViewParameters = {
  view?: ViewName | undefined
  arguments?: unknown
  namespace?: ChainNamespace | undefined
}

/**
 * The view `open(parameters)` shows if called now: SPEC §2's opening rules applied to the
 * client's state. `open` itself uses it; `@latch/react` preloads that view's code before the click.
 */
export function getOpeningView(
  client: Client,
  parameters: GetOpeningViewParameters = {},
): RouteEntry {
  const state = client.store.getState()
  const namespace = parameters.namespace ?? getActiveNamespace(client, state)
  return getInitialView({
    requested: parameters.view
      ? ({ view: parameters.view, params: parameters.arguments } as RouteEntry)
      : undefined,
    hasAddress: Boolean(state.accounts[namespace]?.address),
    // The site's own adapters: WalletConnect's stand-in adapters don't count (SPEC §2 rule 4).
    hasAdapters: (client.options.adapters ?? []).length > 0,
    isMobile: isMobile(),
  })
}
