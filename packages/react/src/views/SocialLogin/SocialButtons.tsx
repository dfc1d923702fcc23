import { connectFarcaster, connectSocial, type LatchState } from '@latch/core'
import { getSocialList } from '@latch/core/internal'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { Style } from '../../shadow/Style.tsx'
import type { ViewProps } from '../types.ts'
import { socialLoginMessages } from './messages.ts'
import { SOCIAL_NAMES, SocialIcon, type SocialOption } from './socialIcons.tsx'
import { SOCIAL_CSS } from './styles.ts'

const selectSocials = (state: LatchState) => state.features.socials
const selectSocial = (state: LatchState) => state.embedded.social

/**
 * SPEC §2 Connect's social method: one button per provider core lists (`getSocialList`: the
 * site's and the project's socials, SPEC §5's messaging-app rules). A click calls core's
 * `connectSocial` at once — the popup must open inside the click — and the button waits while
 * the popup is open (Farcaster opens no popup: `connectFarcaster` shows its QR code view); a failure ('Popup closed', 'Connection rejected' …) shows under the buttons,
 * which work again.
 */
export function SocialButtons(_props: Partial<ViewProps>) {
  const client = useLatchClient()
  const socials = useLatchStore(selectSocials)
  const social = useLatchStore(selectSocial)
  const m = useMessages('socialLogin', socialLoginMessages)
  const errorText = useErrorText()
  const providers = getSocialList({ socials }, navigator.userAgent)
  const pending = social?.status === 'pending' ? social.provider : undefined
  const error =
    social?.status === 'error' && social.error ? errorText(social.failure, social.error) : undefined
  if (!providers.length) return null
  const [first, ...rest] = providers as [SocialOption, ...SocialOption[]]
  const button = (provider: SocialOption, wide: boolean) => {
    const name = m.t(m.continueWith, { provider: SOCIAL_NAMES[provider] })
    const busy = pending === provider
    return (
      <button
        key={provider}
        type="button"
        className={wide ? 'latch-social latch-social-wide' : 'latch-social'}
        data-provider={provider}
        aria-label={wide ? undefined : name}
        title={wide ? undefined : name}
        aria-busy={busy || undefined}
        aria-disabled={(pending !== undefined && !busy) || undefined}
        onClick={() => {
          if (pending) return
          if (provider === 'farcaster') {
            connectFarcaster(client).catch(() => {})
            return
          }
          // Synchronously: browsers only let a click open a popup before anything awaits.
          connectSocial(client, { provider }).catch(() => {})
        }}
      >
        <SocialIcon provider={provider} />
        {busy ? <span className="latch-spinner" aria-hidden="true" /> : null}
        {wide ? name : null}
      </button>
    )
  }
  return (
    <fieldset className="latch-socials" aria-label={m.group}>
      <Style>{SOCIAL_CSS}</Style>
      {button(first, true)}
      {rest.length ? (
        <div className="latch-social-tiles">{rest.map((provider) => button(provider, false))}</div>
      ) : null}
      {error ? (
        <p className="latch-social-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
