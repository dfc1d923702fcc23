import { useContext } from 'react'
import { LatchContext } from '../context/LatchContext.ts'

/**
 * A `<style>` carrying the client's `nonce` option: every sheet the kit adds goes through it, so
 * a page whose Content-Security-Policy allows styles by nonce styles the modal and buttons.
 */
export function Style({ children }: { children: string }) {
  return <style nonce={useContext(LatchContext)?.options.nonce}>{children}</style>
}
