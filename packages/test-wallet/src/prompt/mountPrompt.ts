import { PROMPT_BACKDROP_CSS } from './promptStyles.ts'

/** How often a visible prompt checks that nothing (a dapp's modal dialog) came over it. */
export const PROMPT_RAISE_CHECK_MS = 200

/** How the prompt is layered now: a manual popover, or a modal dialog above a dapp's modal. */
export type PromptLayer = 'popover' | 'modal'

export type MountPromptOptions = {
  /** The prompt's shadow host. */
  host: HTMLElement
  /** The element whose centre must be clickable (the Approve button). */
  hitTarget: HTMLElement
  /** Where focus goes after the prompt is raised above a dapp's modal. */
  focusTarget: HTMLElement
  /** Escape on the modal layer: the user dismissed the prompt. */
  onCancel: () => void
}

export type MountedPrompt = {
  readonly layer: PromptLayer
  unmount(): void
}

// Fixed top-right card; resets the UA styles of both popovers and dialogs.
const FRAME_STYLE =
  'position:fixed;inset:16px 16px auto auto;margin:0;padding:0;border:0;background:transparent;' +
  'overflow:visible;max-width:none;max-height:none;width:auto;height:auto;color:inherit'

/**
 * Puts the prompt in the top layer. It starts as a `popover="manual"` so the page stays usable.
 * But a dapp's `showModal()` dialog makes everything outside it inert, popovers included (checked
 * in Chromium), so when the prompt's button can't be hit it is shown as a modal `<dialog>` of its
 * own: the newest modal is the one that is interactive. The check repeats while the prompt is
 * visible, because a dapp may open its modal after the prompt appeared.
 */
export function mountPrompt(
  document: Document,
  { host, hitTarget, focusTarget, onCancel }: MountPromptOptions,
): MountedPrompt {
  let layer: PromptLayer = 'popover'
  let frame: HTMLElement = document.createElement('div')
  frame.setAttribute('popover', 'manual')
  frame.dataset.latchTestWalletPrompt = ''
  frame.style.cssText = FRAME_STYLE
  frame.append(host)
  document.body.append(frame)
  frame.showPopover()

  const raise = () => {
    if (layer === 'popover') {
      frame.hidePopover()
      frame.remove()
      const dialog = document.createElement('dialog')
      dialog.dataset.latchTestWalletPrompt = ''
      dialog.style.cssText = FRAME_STYLE
      // Escape on a modal dialog fires `cancel`; for a wallet prompt that means "reject".
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault()
        onCancel()
      })
      dialog.append(host)
      document.body.append(dialog)
      adoptBackdropStyle(document)
      frame = dialog
      layer = 'modal'
    }
    reopenModal(frame as HTMLDialogElement)
    focusTarget.focus({ preventScroll: true })
  }

  if (!isHittable(document, host, hitTarget)) raise()
  const timer = setInterval(() => {
    // A dapp that re-renders <body> may drop the prompt; put it back, or the request would
    // wait forever and every later prompt with it.
    if (!frame.isConnected) {
      document.body.append(frame)
      if (layer === 'popover') frame.showPopover()
      else reopenModal(frame as HTMLDialogElement)
    }
    if (!isHittable(document, host, hitTarget)) raise()
  }, PROMPT_RAISE_CHECK_MS)

  return {
    get layer() {
      return layer
    },
    unmount() {
      clearInterval(timer)
      if (layer === 'modal') (frame as HTMLDialogElement).close()
      else if (frame.matches(':popover-open')) frame.hidePopover()
      frame.remove()
    },
  }
}

/**
 * Whether a click at the centre of `target` would reach it. Hit testing skips inert nodes and
 * finds whatever covers the prompt; from the document it sees our shadow host. When the prompt
 * has no layout box (hidden frame) there is nothing to decide, so it counts as hittable.
 */
function isHittable(document: Document, host: HTMLElement, target: HTMLElement): boolean {
  const rect = target.getBoundingClientRect()
  const x = rect.left + rect.width / 2
  const y = rect.top + rect.height / 2
  const view = document.defaultView
  if (rect.width === 0 || !view || x < 0 || y < 0 || x > view.innerWidth || y > view.innerHeight) {
    return true
  }
  return document.elementFromPoint(x, y) === host
}

/** (Re)opens the dialog as the newest modal: the top of the top layer, the one not inert. */
function reopenModal(dialog: HTMLDialogElement): void {
  // A removed modal dialog keeps its `open` attribute, and showModal() refuses an open dialog.
  if (dialog.open) dialog.close()
  dialog.showModal()
}

const adopted = new WeakSet<Document>()

function adoptBackdropStyle(document: Document): void {
  const view = document.defaultView
  if (adopted.has(document) || !view || !('adoptedStyleSheets' in document)) return
  const sheet = new view.CSSStyleSheet()
  sheet.replaceSync(PROMPT_BACKDROP_CSS)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  adopted.add(document)
}
