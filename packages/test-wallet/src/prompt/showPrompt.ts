import type { RequestDescription } from '../approval/describeRequest.ts'
import type { TestWalletInfo } from '../types.ts'
import { mountPrompt } from './mountPrompt.ts'
import { renderPrompt } from './renderPrompt.ts'

/** What a prompt shows: whose prompt it is and the request it asks about. */
export type ShowPromptOptions = {
  wallet: Pick<TestWalletInfo, 'name' | 'icon'>
  request: RequestDescription
}

// One queue per document: prompts of every wallet on the page appear one at a time, in order.
const queues = new WeakMap<Document, Promise<unknown>>()

/**
 * Shows an approve/reject prompt in the page and resolves `true` on Approve, `false` on Reject
 * or Escape. Concurrent prompts wait their turn.
 */
export function showPrompt(document: Document, options: ShowPromptOptions): Promise<boolean> {
  const previous = queues.get(document) ?? Promise.resolve()
  const current = previous.then(() => openPrompt(document, options))
  queues.set(
    document,
    current.catch(() => undefined),
  )
  return current
}

function openPrompt(document: Document, { wallet, request }: ShowPromptOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const previousFocus = deepActiveElement(document)
    const prompt = renderPrompt(document, wallet, request)
    let settled = false
    const settle = (approved: boolean) => {
      if (settled) return
      settled = true
      mounted.unmount()
      // Give focus back where the page had it, as a closing wallet popup would.
      if (previousFocus?.isConnected) previousFocus.focus({ preventScroll: true })
      resolve(approved)
    }
    const mounted = mountPrompt(document, {
      host: prompt.host,
      hitTarget: prompt.approve,
      focusTarget: prompt.reject,
      onCancel: () => settle(false),
    })
    prompt.approve.addEventListener('click', () => settle(true))
    prompt.reject.addEventListener('click', () => settle(false))
    prompt.card.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      settle(false)
    })
    // Alert dialogs focus their least destructive action.
    prompt.reject.focus({ preventScroll: true })
  })
}

/** The focused element, looking inside open shadow roots (the dapp's modal lives in one). */
function deepActiveElement(document: Document): HTMLElement | null {
  let active: Element | null = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  // Duck-typed: the page may live in another realm (an iframe) with its own HTMLElement.
  return active && 'focus' in active ? (active as HTMLElement) : null
}
