import type { OnrampProviderId } from '../api/onramp.ts'
import type { Client } from '../client/types.ts'
import { LatchError } from '../errors/base.ts'
import { failOnramp } from '../onramp/failOnramp.ts'
import { getOnrampUrl } from '../onramp/onrampApi.ts'
import { onrampEventProperties } from '../onramp/onrampEvents.ts'
import { getOnrampForm } from '../onramp/onrampForm.ts'
import { patchOnramp } from '../onramp/patchOnramp.ts'
import { setOnrampProvider } from './setOnrampProvider.ts'
import { watchOnrampOrder } from './watchOnrampOrder.ts'

/** Parameters of {@link openOnrampProvider}. */
export type OpenOnrampProviderParameters = {
  /** The provider to continue with. @defaultValue the one picked (the best quote's) */
  provider?: OnrampProviderId
}
/** What {@link openOnrampProvider} resolves with: the provider's page and order, if it opened. */
export type OpenOnrampProviderReturnType = { url: string; orderId: string } | undefined
/** {@link openOnrampProvider} throws nothing: a failure is the `failed` step. */
export type OpenOnrampProviderErrorType = never

/** The provider's page must be a web page: anything else from a server is refused. */
export class OnrampUrlInvalidError extends LatchError {
  override name = 'OnrampUrlInvalidError'
  constructor(url: string) {
    super('The provider could not be reached', { details: `not a web page: ${url.slice(0, 80)}` })
  }
}

/**
 * Continues the open Buy form at the provider (SPEC §7 `POST /v1/generators/onrampurl`): a new
 * window opens **at once** — call it inside the click, or the browser's popup blocker stops it —
 * then, once the server has made the provider's page for this visitor (their address, the
 * network, the amount; signed or with a session token, by the server), the window goes there.
 * `state.onramp` moves to `waiting` with the order, which is followed until the provider
 * completes it (see `watchOnrampOrder`). SELECT_BUY_PROVIDER is emitted. When the browser gives
 * no window, the view offers the page as a link (`order.windowOpened` false). A failure closes
 * the window and ends in `failed` (BUY_ERROR). Does nothing unless the form can continue
 * (`getOnrampForm(…).disabledReason` is `undefined`; never with an estimate).
 *
 * @example
 * button.onclick = () => void openOnrampProvider(latch)
 */
export async function openOnrampProvider(
  client: Client,
  parameters: OpenOnrampProviderParameters = {},
): Promise<OpenOnrampProviderReturnType> {
  const start = client.store.getState().onramp
  if (start?.step !== 'form') return undefined
  // Nothing awaited before the window opens (below): the click must still be under way.
  if (parameters.provider && parameters.provider !== start.provider) {
    setOnrampProvider(client, parameters.provider)
  }
  const onramp = client.store.getState().onramp!
  const form = getOnrampForm(client, onramp)
  const { quote, token } = form
  if (form.disabledReason || !quote || !token || !onramp.address) return undefined
  // Before any await: browsers let a page open a window only while it handles the click.
  const popup = openBlankWindow(`Opening ${quote.providerName}…`)
  const { entry } = onramp
  patchOnramp(client, entry, { step: 'opening' })
  client.events.emit('SELECT_BUY_PROVIDER', onrampEventProperties(onramp))
  try {
    const { url, orderId } = await getOnrampUrl(client, {
      provider: quote.provider,
      destinationWallets: [
        { address: onramp.address, blockchains: [token.network.name], assets: [token.id] },
      ],
      defaultNetwork: token.network.name,
      partnerUserId: onramp.address,
      defaultExperience: 'buy',
      purchaseCurrency: token.id,
      presetFiatAmount: quote.paymentTotal.amount,
      paymentCurrency: onramp.paymentCurrency,
      paymentMethod: onramp.paymentMethod,
    })
    if (!isWebPage(url)) throw new OnrampUrlInvalidError(String(url))
    if (client.store.getState().onramp?.entry !== entry) {
      popup?.close()
      return undefined
    }
    let windowOpened = false
    if (popup && !popup.closed) {
      popup.location.href = url
      windowOpened = true
    }
    patchOnramp(client, entry, {
      step: 'waiting',
      order: {
        provider: quote.provider,
        providerName: quote.providerName,
        id: String(orderId),
        url,
        status: 'pending',
        purchaseAmount: quote.purchaseAmount.amount,
        currency: token.symbol,
        txHash: undefined,
        windowOpened,
      },
    })
    void watchOnrampOrder(client)
    return { url, orderId: String(orderId) }
  } catch (error) {
    popup?.close()
    const now = client.store.getState().onramp
    if (now?.entry === entry) failOnramp(client, now, error)
    client.logger.warn('on-ramp: the provider page could not be made', error)
    return undefined
  }
}

/**
 * An empty window, opened in the click, that the provider's page loads into once its URL is
 * known; it says what it waits for meanwhile. `undefined` outside a browser or when blocked.
 */
function openBlankWindow(text: string): Window | undefined {
  const open = (globalThis as { open?: Window['open'] }).open
  if (typeof open !== 'function') return undefined
  const popup = open('', '_blank')
  if (!popup) return undefined
  try {
    // The provider's page gets no handle on the site's window.
    popup.opener = null
    popup.document.title = text
    popup.document.body.textContent = text
  } catch {
    // A browser that gives a cross-origin window: it still navigates below.
  }
  return popup
}

function isWebPage(url: unknown): url is string {
  if (typeof url !== 'string') return false
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
