import { Style } from '../../shadow/Style.tsx'
import { ROWS_CSS } from '../shared/styles.ts'
import type { ViewProps } from '../types.ts'
import { NETWORK_LIST_CSS, NetworkList } from './NetworkList.tsx'

/**
 * The Networks view: the site's networks, grouped by chain family when there are several;
 * picking one switches to it (through SwitchNetwork or SwitchActiveChain when a wallet has to
 * act first).
 */
export function Networks(_props: ViewProps) {
  return (
    <>
      <Style>{ROWS_CSS + NETWORK_LIST_CSS}</Style>
      <NetworkList />
    </>
  )
}
