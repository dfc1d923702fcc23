import { ROWS_CSS } from '../shared/styles.ts'
import type { ViewProps } from '../types.ts'
import { NetworkList } from './NetworkList.tsx'

/** The Networks view: the site's networks; picking one switches to it. */
export function Networks(_props: ViewProps) {
  return (
    <>
      <style>{ROWS_CSS}</style>
      <NetworkList />
    </>
  )
}
