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
