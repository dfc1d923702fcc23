import type { LatchClient } from '@latch/core'
import type { Wallet } from '@latch/core/api'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { getWalletLinks, type WalletLink } from './appLinks.ts'
import { walletConnectMessages } from './messages.ts'

const EXTERNAL_PATH =
  'M13.5 4.5h6v6M19.5 4.5l-8.25 8.25M17 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 4 18.5v-10A1.5 1.5 0 0 1 5.5 7H10'

/** Remembers the app the visitor opened (SPEC §3 deep link choice), for the next requests. */
function remember(client: LatchClient, wallet: Wallet, link: WalletLink): void {
  client.setDeepLinkChoice({ name: wallet.name, href: link.base })
}

/** The links of `wallet` that fit this device: phone apps on a phone, desktop apps elsewhere. */
export function linksFor(wallet: Wallet, uri: string, mobile: boolean): WalletLink[] {
  return getWalletLinks(wallet, uri).filter((link) =>
    mobile ? link.kind !== 'desktop' : link.kind !== 'mobile',
  )
}

type LinkProps = {
  wallet: Wallet
  /** A URI is there to hand over. */
  ready: boolean
}

/** On a phone: the big "Open {wallet}" link that hands the pairing to the wallet's app. */
export function OpenWalletLink({ wallet, link, ready }: LinkProps & { link: WalletLink }) {
  const client = useLatchClient()
  const m = useMessages('walletConnect', walletConnectMessages)
  return (
    <a
      className="latch-button-primary latch-wc-open"
      // No URI yet: no href, so the link is inert (and out of the tab order) until there is one.
      href={ready ? link.href : undefined}
      aria-disabled={ready ? undefined : true}
      data-kind={link.kind}
      onClick={() => remember(client, wallet, link)}
    >
      {m.t(m.open, { wallet: wallet.name })}
    </a>
  )
}

/**
 * The wallet's other apps that take the pairing URI (its desktop app, its web app). An app
 * opens through its own scheme in this tab; a web app opens in a new tab.
 */
export function WalletLinks({
  wallet,
  links,
  ready,
}: LinkProps & { links: readonly WalletLink[] }) {
  const client = useLatchClient()
  const m = useMessages('walletConnect', walletConnectMessages)
  if (!links.length) return null
  return (
    <ul className="latch-wc-links" aria-label={m.t(m.others, { wallet: wallet.name })}>
      {links.map((link) => (
        <li key={link.kind}>
          <a
            className="latch-wc-link"
            href={ready ? link.href : undefined}
            aria-disabled={ready ? undefined : true}
            data-kind={link.kind}
            {...(link.native ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            onClick={() => remember(client, wallet, link)}
          >
            {m[link.kind]}
            {link.native ? null : (
              <>
                <span className="latch-visually-hidden">{m.newTab}</span>
                <SvgIcon path={EXTERNAL_PATH} size={14} />
              </>
            )}
          </a>
        </li>
      ))}
    </ul>
  )
}
