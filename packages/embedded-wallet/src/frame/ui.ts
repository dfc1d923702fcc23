/**
 * The frame's own UI (p9-contract "Frame UI"): the approval card of an unsafe request and the
 * recovery-share card, vanilla DOM. Every text is set with `textContent` (never HTML), so a
 * message or a site name can't inject markup. The card takes focus when shown; Escape declines.
 */
import type { RequestDescription } from './describeRequest.ts'

export type ApprovalView = {
  description: RequestDescription
  /** The site: its name from SYNC_DAPP_DATA (the host's word), and its checked origin. */
  site: { name?: string; origin: string }
}

export type FrameUi = {
  /** Shows the card; resolves true on Approve, false on Decline / Escape; rejects when `signal` aborts. */
  approve(view: ApprovalView, signal: AbortSignal): Promise<boolean>
  /**
   * Shows the recovery share until Done (undefined) or its "Add a passkey" ('passkey', when the
   * UI offers passkeys); rejects when `signal` aborts.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: test doubles of the UI answer Promise<void>
  showRecovery(share: string, signal: AbortSignal): Promise<void | 'passkey'>
  setTheme(mode: 'light' | 'dark', variables: Record<string, string | number>): void
  /**
   * The "Add a passkey" card: its button runs `add` (in the click, as WebAuthn wants); a failure
   * shows on the card, which stays (a cancelled passkey dialog comes back to it). Resolves with
   * what `add` gave once the visitor presses Done, or undefined when closed without adding one;
   * rejects when `signal` aborts. (Optional for test doubles of the UI.)
   */
  addPasskey?<T>(add: () => Promise<T>, signal: AbortSignal): Promise<T | undefined>
}

type Element_ = keyof HTMLElementTagNameMap

export function createFrameUi(root: HTMLElement): FrameUi {
  const doc = root.ownerDocument
  const el = <K extends Element_>(
    tag: K,
    props: Partial<Record<string, string>> = {},
    text?: string,
  ) => {
    const node = doc.createElement(tag)
    for (const [name, value] of Object.entries(props))
      if (value !== undefined) node.setAttribute(name, value)
    if (text !== undefined) node.textContent = text
    return node
  }
  let titleCount = 0

  /** Mounts `card`, wires Escape and abort; `settle` removes it. */
  function mount<T>(
    card: HTMLElement,
    signal: AbortSignal,
    wire: (settle: (outcome: { value: T } | { error: unknown }) => void) => {
      onEscape: () => void
    },
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason)
        return
      }
      let done = false
      const settle = (outcome: { value: T } | { error: unknown }) => {
        if (done) return
        done = true
        signal.removeEventListener('abort', onAbort)
        card.remove()
        if ('value' in outcome) resolve(outcome.value)
        else reject(outcome.error)
      }
      const onAbort = () => settle({ error: signal.reason })
      signal.addEventListener('abort', onAbort)
      const { onEscape } = wire(settle)
      card.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          onEscape()
        }
      })
      root.replaceChildren(card)
      card.focus()
    })
  }

  function cardShell(title: string, testId: string) {
    const id = `latch-frame-title-${++titleCount}`
    const card = el('section', {
      class: 'card',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': id,
      tabindex: '-1',
      'data-testid': testId,
    })
    const heading = el('h1', { id }, title)
    return { card, heading }
  }

  return {
    approve(view, signal) {
      const { card, heading } = cardShell(view.description.title, 'latch-frame-approval')
      const site = el('header', { class: 'site' })
      if (view.site.name) site.append(el('p', { class: 'site-name' }, view.site.name))
      site.append(el('p', { class: 'site-origin' }, view.site.origin))
      const details = el('dl', { class: 'details' })
      for (const row of view.description.rows) {
        const item = el('div', { class: 'row' })
        item.append(el('dt', {}, row.label), el('dd', {}, row.value))
        details.append(item)
      }
      const decline = el(
        'button',
        { type: 'button', 'data-testid': 'latch-frame-decline' },
        'Decline',
      )
      const approve = el(
        'button',
        { type: 'button', class: 'primary', 'data-testid': 'latch-frame-approve' },
        'Approve',
      )
      const actions = el('div', { class: 'actions' })
      actions.append(decline, approve)
      card.append(site, heading, details, actions)
      return mount<boolean>(card, signal, (settle) => {
        decline.addEventListener('click', () => settle({ value: false }))
        approve.addEventListener('click', () => settle({ value: true }))
        return { onEscape: () => settle({ value: false }) }
      })
    },

    showRecovery(share, signal) {
      const { card, heading } = cardShell('Your recovery share', 'latch-frame-recovery-card')
      const intro = el(
        'p',
        {},
        'Keep this share somewhere safe and private. With it and your email, your wallet can be rebuilt on a new device; nobody at the site can see it.',
      )
      const text = el('output', { class: 'share', 'data-testid': 'latch-frame-recovery' }, share)
      const status = el('p', { class: 'status', role: 'status' })
      const copy = el('button', { type: 'button' }, 'Copy')
      const done = el(
        'button',
        { type: 'button', class: 'primary', 'data-testid': 'latch-frame-done' },
        'Done',
      )
      const passkey = el(
        'button',
        { type: 'button', class: 'link', 'data-testid': 'latch-frame-recovery-passkey' },
        'Add a passkey',
      )
      const actions = el('div', { class: 'actions' })
      actions.append(copy, done)
      card.append(heading, intro, text, status, actions, passkey)
      return mount<'passkey' | undefined>(card, signal, (settle) => {
        passkey.addEventListener('click', () => settle({ value: 'passkey' }))
        copy.addEventListener('click', () => {
          navigator.clipboard.writeText(share).then(
            () => {
              status.textContent = 'Copied'
            },
            () => {
              status.textContent = 'Copy failed: select the text and copy it yourself'
            },
          )
        })
        done.addEventListener('click', () => settle({ value: undefined }))
        return { onEscape: () => settle({ value: undefined }) }
      })
    },

    addPasskey<T>(add: () => Promise<T>, signal: AbortSignal) {
      const { card, heading } = cardShell('Add a passkey', 'latch-frame-passkey-card')
      const intro = el(
        'p',
        {},
        'A passkey on this device or your phone can restore this wallet in a new browser. Your recovery share is locked with it here, in the wallet; the site and our server never see it open.',
      )
      const status = el('p', {
        class: 'status',
        role: 'status',
        'data-testid': 'latch-frame-passkey-status',
      })
      const cancel = el(
        'button',
        { type: 'button', 'data-testid': 'latch-frame-passkey-cancel' },
        'Not now',
      )
      const add_ = el(
        'button',
        { type: 'button', class: 'primary', 'data-testid': 'latch-frame-passkey-add' },
        'Add a passkey',
      )
      const actions = el('div', { class: 'actions' })
      actions.append(cancel, add_)
      card.append(heading, intro, status, actions)
      return mount<T | undefined>(card, signal, (settle) => {
        let added: { value: T } | undefined
        const close = () => settle({ value: added?.value })
        cancel.addEventListener('click', close)
        add_.addEventListener('click', () => {
          if (added) {
            close()
            return
          }
          add_.disabled = true
          cancel.disabled = true
          status.removeAttribute('data-error')
          status.textContent = 'Waiting for your passkey…'
          add().then(
            (value) => {
              added = { value }
              heading.textContent = 'Passkey added'
              intro.textContent =
                'In a new browser, choose “Use a passkey” when you sign in: this wallet comes back with the same addresses.'
              status.textContent = ''
              cancel.remove()
              add_.textContent = 'Done'
              add_.setAttribute('data-testid', 'latch-frame-done')
              add_.disabled = false
              add_.focus()
            },
            (error: unknown) => {
              status.dataset.error = 'true'
              status.textContent =
                error instanceof Error && error.message
                  ? error.message
                  : 'The passkey could not be added'
              add_.disabled = false
              cancel.disabled = false
              add_.focus()
            },
          )
        })
        return { onEscape: close }
      })
    },

    setTheme(mode, variables) {
      const html = doc.documentElement
      html.dataset.theme = mode
      const accent = variables['--latch-accent']
      if (typeof accent === 'string' && CSS.supports('color', accent)) {
        html.style.setProperty('--accent', accent)
      } else {
        html.style.removeProperty('--accent')
      }
      const font = variables['--latch-font-family']
      if (typeof font === 'string' && CSS.supports('font-family', font)) {
        html.style.setProperty('--font', font)
      } else {
        html.style.removeProperty('--font')
      }
    },
  }
}
