import { InvalidOptionError } from '@latch/core'
import type { EmbeddedFrameRect, EmbeddedWalletLoadParameters } from '@latch/core/adapter'

// The hidden iframe (SPEC §1: fixed, a very high stacking order, hidden until needed) and the
// URL it loads (SPEC §7: projectId, chainId, version, enableLogger; plus the host's origin,
// which the frame's server checks against the project's allowed origins).

/** WebAuthn inside the frame (passkeys later) and its Copy button. */
export const FRAME_ALLOW =
  'publickey-credentials-get *; publickey-credentials-create *; clipboard-write'

const HIDDEN_STYLE: Partial<Record<string, string>> = {
  position: 'fixed',
  zIndex: '2147483647',
  border: '0',
  margin: '0',
  padding: '0',
  top: '0',
  left: '0',
  width: '0',
  height: '0',
  visibility: 'hidden',
  pointerEvents: 'none',
  colorScheme: 'normal',
  background: 'transparent',
}

/** The frame page's URL: `frameUrl` with a `/` path end and the parameters. */
export function frameSource(
  frameUrl: string,
  parameters: Pick<
    EmbeddedWalletLoadParameters,
    'projectId' | 'chainId' | 'version' | 'enableLogger'
  >,
  hostOrigin: string,
): URL {
  // Checked here rather than in embeddedWallet(), which must stay tiny at load.
  if (!/^https?:\/\/[^/?#]+(?:\/[^?#]*)?$/i.test(frameUrl) || !URL.canParse(frameUrl)) {
    throw new InvalidOptionError('embeddedWallet.frameUrl', 'an http(s) URL without query or hash')
  }
  const url = new URL(frameUrl)
  if (!url.pathname.endsWith('/')) url.pathname += '/'
  url.search = new URLSearchParams({
    projectId: parameters.projectId,
    origin: hostOrigin,
    chainId: parameters.chainId,
    version: parameters.version,
    enableLogger: String(parameters.enableLogger),
  }).toString()
  url.hash = ''
  return url
}

/** A hidden iframe loading `src`, not yet in the page. */
export function createFrameElement(document: Document, src: URL): HTMLIFrameElement {
  const iframe = document.createElement('iframe')
  iframe.title = 'Latch embedded wallet'
  iframe.setAttribute('allow', FRAME_ALLOW)
  iframe.setAttribute('data-latch-frame', '')
  hideFrameElement(iframe)
  iframe.src = src.href
  return iframe
}

// The Latch modal is a `<dialog>` opened with `showModal()`: it sits in the browser's top layer
// and makes the rest of the page inert, whatever the z-index. So the iframe lives in a dialog of
// its own, opened modal (above the Latch modal, the last in the top layer) while the visitor
// answers in the frame, and open but not modal (invisible, 0 × 0) otherwise. The iframe never
// moves in the document: moving it would reload the frame and end its session.
const HOST_STYLE: Partial<Record<string, string>> = {
  position: 'fixed',
  inset: '0',
  margin: '0',
  padding: '0',
  border: '0',
  width: '0',
  height: '0',
  maxWidth: 'none',
  maxHeight: 'none',
  overflow: 'visible',
  background: 'transparent',
  pointerEvents: 'none',
}

/** The dialog holding `iframe` (open, not modal: it shows nothing), not yet in the page. */
export function createFrameHost(document: Document, iframe: HTMLIFrameElement): HTMLDialogElement {
  const host = document.createElement('dialog')
  host.setAttribute('data-latch-frame-host', '')
  host.setAttribute('aria-label', 'Latch embedded wallet')
  // Hidden from assistive technology until it asks something (an open dialog is announced).
  host.setAttribute('aria-hidden', 'true')
  Object.assign(host.style, HOST_STYLE)
  // Escape is the frame's (Decline); the host dialog never closes behind core's back.
  host.addEventListener('cancel', (event) => event.preventDefault())
  host.append(iframe)
  clearBackdrop(document)
  return host
}

const BACKDROP_RULE = 'dialog[data-latch-frame-host]::backdrop{background:transparent}'

// A dialog's backdrop can't be styled inline; a constructed sheet (not blocked by a page's CSP
// `style-src`) clears it, once per document.
function clearBackdrop(document: Document): void {
  try {
    if (
      document.adoptedStyleSheets.some((sheet) =>
        sheet.cssRules[0]?.cssText.includes('data-latch-frame-host'),
      )
    )
      return
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(BACKDROP_RULE)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  } catch {
    // No constructable sheets: the browser's faint default backdrop shows.
  }
}

/** Opens `host` modal (above the Latch modal) with its iframe over `rect`. */
export function showFrameHost(
  host: HTMLDialogElement,
  iframe: HTMLIFrameElement,
  rect: EmbeddedFrameRect,
): void {
  if (host.isConnected && !host.matches(':modal')) {
    host.close()
    host.showModal()
  }
  // The whole viewport, so the fixed iframe inside it is placed against the viewport; the
  // backdrop stays clear (the Latch modal shows through it, inert while the frame asks).
  Object.assign(host.style, { width: '100vw', height: '100vh', pointerEvents: 'none' })
  host.removeAttribute('aria-hidden')
  showFrameElement(iframe, rect)
}

/** Hides the frame and takes its dialog out of the top layer (it stays open, not modal). */
export function hideFrameHost(host: HTMLDialogElement, iframe: HTMLIFrameElement): void {
  hideFrameElement(iframe)
  Object.assign(host.style, { width: '0', height: '0' })
  host.setAttribute('aria-hidden', 'true')
  if (host.isConnected && host.matches(':modal')) {
    host.close()
    host.show()
  }
}

/** Places the frame over `rect` (viewport pixels) and lets it take pointer and keyboard. */
export function showFrameElement(iframe: HTMLIFrameElement, rect: EmbeddedFrameRect): void {
  const px = (value: number) => `${Number.isFinite(value) ? Math.max(0, value) : 0}px`
  Object.assign(iframe.style, {
    ...HIDDEN_STYLE,
    top: `${Number.isFinite(rect.top) ? rect.top : 0}px`,
    left: `${Number.isFinite(rect.left) ? rect.left : 0}px`,
    width: px(rect.width),
    height: px(rect.height),
    visibility: 'visible',
    pointerEvents: 'auto',
  })
  iframe.removeAttribute('tabindex')
  iframe.removeAttribute('aria-hidden')
}

/** Hides the frame again (0 × 0, invisible, out of the tab order); it keeps running. */
export function hideFrameElement(iframe: HTMLIFrameElement): void {
  Object.assign(iframe.style, HIDDEN_STYLE)
  iframe.tabIndex = -1
  iframe.setAttribute('aria-hidden', 'true')
}
