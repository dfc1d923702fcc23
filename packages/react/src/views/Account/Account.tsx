import { shortenAddress } from '@latch/core'
import { Avatar } from '../../Avatar/Avatar.tsx'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchAccount } from '../../hooks/useLatchAccount.ts'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.ts'
import { useWalletInfo } from '../../hooks/useWalletInfo.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { NetworkIcon } from '../../NetworkIcon/NetworkIcon.tsx'
import { formatBalance } from '../../utils/formatBalance.ts'
import { WalletIcon } from '../Connect/WalletIcon.tsx'
import { DisconnectButton } from '../shared/DisconnectButton.tsx'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import type { ViewProps } from '../types.ts'
import { copyAddress } from './copyAddress.ts'
import { ACCOUNT_CSS } from './styles.ts'

/**
 * SPEC §2 Account: who is connected (avatar, short address with copy, balance, the wallet),
 * the network (opens the list) and Disconnect.
 */
export function Account(_props: ViewProps) {
  const client = useLatchClient()
  const { address, balance, balanceSymbol } = useLatchAccount()
  const { walletInfo } = useWalletInfo()
  const { caipNetwork, isUnsupported } = useLatchNetwork()
  // Disconnecting clears the account a moment before the modal closes.
  if (!address) return null
  const balanceText = formatBalance(balance, balanceSymbol)
  return (
    <>
      <style>{ACCOUNT_CSS}</style>
      <div className="latch-profile">
        <div className="latch-profile-avatar">
          <Avatar address={address} size={72} />
          {walletInfo ? (
            <span className="latch-profile-wallet">
              <WalletIcon name={walletInfo.name} imageUrl={walletInfo.icon} />
            </span>
          ) : null}
        </div>
        <div className="latch-profile-address">
          <p className="latch-profile-name" title={address}>
            {shortenAddress(address)}
          </p>
          <button
            type="button"
            className="latch-icon-button latch-copy"
            aria-label="Copy address"
            onClick={() => void copyAddress(client, address)}
          >
            <SvgIcon path={ICON_PATHS.copy} />
          </button>
        </div>
        <p className="latch-profile-balance" data-balance={balance}>
          {balanceText ?? (
            <>
              <span className="latch-skeleton" aria-hidden="true" />
              <span className="latch-visually-hidden">Balance loading</span>
            </>
          )}
        </p>
        {walletInfo ? (
          <p className="latch-profile-via">
            <span className="latch-ok" aria-hidden="true" />
            Connected with {walletInfo.name}
          </p>
        ) : null}
      </div>
      <div className="latch-rows">
        <button
          type="button"
          className="latch-wallet latch-row"
          data-action="networks"
          data-state={isUnsupported ? 'unsupported' : 'supported'}
          onClick={() => client.pushView({ view: 'Networks' })}
        >
          {isUnsupported ? (
            <span className="latch-row-icon">
              <SvgIcon name="alertCircle" />
            </span>
          ) : (
            <NetworkIcon network={caipNetwork} size={32} />
          )}
          <span className="latch-row-text">
            <span className="latch-row-label">Network</span>
            <span className="latch-wallet-name">
              {isUnsupported ? 'Unsupported network' : caipNetwork.name}
            </span>
          </span>
          <SvgIcon path={ICON_PATHS.chevronRight} size={18} />
        </button>
        <DisconnectButton />
      </div>
    </>
  )
}
