import type { Client, LatchOptions } from '../client/types.ts'
import type { LatchState } from '../types/state.ts'

/** The site's legal pages the `legalCheckbox` box links to. */
export type LegalLinks = { terms?: string | undefined; privacy?: string | undefined }

const isWebUrl = (url: unknown): url is string =>
  typeof url === 'string' && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)

/**
 * The `termsConditionsUrl` and `privacyPolicyUrl` options that are http(s) URLs; any other value
 * (a `javascript:` URL, a typo) is left out, so it is never linked. Checked here rather than in
 * `createLatch`, so that only sites with the `legalCheckbox` feature carry the check.
 *
 * @example
 * getLegalLinks({ termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'javascript:x' })
 * // { terms: 'https://example.com/terms', privacy: undefined }
 */
export function getLegalLinks(
  options: Pick<LatchOptions, 'termsConditionsUrl' | 'privacyPolicyUrl'>,
): LegalLinks {
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = options
  return {
    terms: isWebUrl(terms) ? terms : undefined,
    privacy: isWebUrl(privacy) ? privacy : undefined,
  }
}

/**
 * What the visitor agrees to with the `legalCheckbox` feature: the site's terms and privacy
 * links (see {@link getLegalLinks}) as one string (stored in `state.legalAccepted` once
 * accepted, so new links ask again), or `undefined` when the site gives neither link (there is
 * nothing to agree to).
 *
 * @example
 * getLegalConsentKey({ termsConditionsUrl: 'https://example.com/terms' })
 * // 'https://example.com/terms '
 */
export function getLegalConsentKey(
  options: Pick<LatchOptions, 'termsConditionsUrl' | 'privacyPolicyUrl'>,
): string | undefined {
  const { terms, privacy } = getLegalLinks(options)
  return terms || privacy ? `${terms ?? ''} ${privacy ?? ''}` : undefined
}

/**
 * Whether the Connect view waits for the visitor to accept the terms: the `legalCheckbox`
 * feature is on, the site gives a terms or privacy link, and the visitor has not accepted those
 * links yet (on this device: the acceptance is persisted).
 *
 * @example
 * if (isLegalConsentPending(client, client.getState())) showTheBox()
 */
export function isLegalConsentPending(
  client: Pick<Client, 'options'>,
  state: Pick<LatchState, 'features' | 'legalAccepted'>,
): boolean {
  const key = getLegalConsentKey(client.options)
  return state.features.legalCheckbox && key !== undefined && state.legalAccepted !== key
}

/**
 * Records that the visitor accepted (or, with `false`, no longer accepts) the site's terms and
 * privacy policy: `state.legalAccepted`, persisted under `legal_accepted`.
 *
 * @example
 * acceptLegalTerms(client, true) // the Connect view's wallets can be chosen
 */
export function acceptLegalTerms(
  client: Pick<Client, 'options' | 'store'>,
  accepted: boolean,
): void {
  client.store.setState({
    legalAccepted: accepted ? getLegalConsentKey(client.options) : undefined,
  })
}
