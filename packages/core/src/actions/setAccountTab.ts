import type { Client } from '../client/types.ts'
import type { AccountTab } from '../types/state.ts'

/** Parameters of {@link setAccountTab}. */
export type SetAccountTabParameters = { tab: AccountTab }
/** What {@link setAccountTab} returns. */
export type SetAccountTabReturnType = undefined
/** {@link setAccountTab} throws nothing by design. */
export type SetAccountTabErrorType = never

/**
 * Shows a tab of the Account modal (SPEC §2): `state.accountTab`, kept while the client lives,
 * so coming back from Networks or Send shows the tab the visitor left.
 *
 * @example
 * setAccountTab(latch, { tab: 'Activity' })
 */
export function setAccountTab(
  client: Client,
  { tab }: SetAccountTabParameters,
): SetAccountTabReturnType {
  client.store.setState({ accountTab: tab })
}
