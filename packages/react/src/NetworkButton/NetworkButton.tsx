import { buttonMessages } from '../ConnectButton/messages.ts'
import { useLatchClient } from '../context/LatchContext.ts'
import { useLatchNetwork } from '../hooks/useLatchNetwork.ts'
import { useMessages } from '../i18n/useMessages.ts'
import { SvgIcon } from '../icons/icons.tsx'
import { preloadOpen } from '../Modal/preloadOpen.ts'
import { NETWORK_ICON_CSS, NetworkIcon } from '../NetworkIcon/NetworkIcon.tsx'
import { ButtonHost } from '../shadow/ButtonHost.tsx'
import { TOKENS_CSS } from '../theme/tokens.ts'
import { NETWORK_BUTTON_CSS } from './styles.ts'

// An array, joined when rendered: unlike a module-level `+`, bundlers can drop it when unused.
const CSS = [TOKENS_CSS, NETWORK_ICON_CSS, NETWORK_BUTTON_CSS]

const NETWORKS = { view: 'Networks' } as const

export type NetworkButtonProps = {
  /** @defaultValue `'md'` */
  size?: 'md' | 'sm'
}

/**
 * The active network — its name and icon — opening the network list. It follows the active
 * namespace (switching from an EVM network to Solana shows Solana's). When the wallet is on a
 * network the site doesn't list, it says "Unsupported network" (in the modal's language) in the warning colour.
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton({ size = 'md' }: NetworkButtonProps) {
  const client = useLatchClient('<NetworkButton>')
  const { caipNetwork, isUnsupported } = useLatchNetwork()
  const m = useMessages('buttons', buttonMessages)
  // The click is coming: have the network list's code ready by then.
  const preload = () => preloadOpen(client, NETWORKS)
  return (
    <ButtonHost kind="network" css={CSS}>
      <button
        type="button"
        className="latch-network"
        data-size={size}
        data-state={isUnsupported ? 'unsupported' : 'supported'}
        data-namespace={caipNetwork.chainNamespace}
        onClick={() => client.open(NETWORKS)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {isUnsupported ? (
          <SvgIcon name="alertCircle" size={size === 'sm' ? 16 : 18} />
        ) : (
          <NetworkIcon network={caipNetwork} size={size === 'sm' ? 20 : 24} />
        )}
        {/* On a phone-sized screen only the icon shows; the name stays for screen readers. */}
        <span className="latch-network-name">
          {isUnsupported ? m.unsupported : caipNetwork.name}
        </span>
      </button>
    </ButtonHost>
  )
}
