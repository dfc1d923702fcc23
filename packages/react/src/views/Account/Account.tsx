import type { ChainNamespace, LatchClient, LatchState } from '@latch/core'
import {
  formatEmailName,
  formatSocialUsername,
  getActiveNamespace,
  shortenAddress,
} from '@latch/core/internal'
import { useCallback } from 'react'
import { ProfileAvatar } from '../../AccountButton/ProfileAvatar.tsx'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchAccount } from '../../hooks/useLatchAccount.ts'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useWalletInfo } from '../../hooks/useWalletInfo.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { NetworkIcon } from '../../NetworkIcon/NetworkIcon.tsx'
import { Style } from '../../shadow/Style.tsx'
import { WalletIcon } from '../Connect/WalletIcon.tsx'
import { SocialIcon } from '../SocialLogin/socialIcons.tsx'
import { copyText } from '../shared/copyText.ts'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import type { ViewProps } from '../types.ts'
import { AccountTabs } from './AccountTabs.tsx'
import { ACCOUNT_TYPE_CSS, AccountTypeRow, SmartAccountBadge } from './AccountTypeRow.tsx'
import { AddPasskeyRow } from './AddPasskeyRow.tsx'
import { BalanceLine } from './BalanceLine.tsx'
import { ChooseNameRow } from './ChooseNameRow.tsx'
import { ConnectedAccounts, sameAccounts, selectConnectedAccounts } from './ConnectedAccounts.tsx'
import { DisconnectMenu } from './DisconnectMenu.tsx'
import { ExportRecoveryRow } from './ExportRecoveryRow.tsx'
import { accountMessages } from './messages.ts'
import { ACCOUNT_CSS, ACCOUNT_TABS_CSS } from './styles.ts'
import { UpdateEmailRow } from './UpdateEmailRow.tsx'
import { WalletFeatures } from './WalletFeatures.tsx'

/**
 * SPEC §2 Account: who is connected on the active namespace (profile image or avatar, profile
 * name or short address with copy, balance, the wallet), the wallet features (receive, send),
 * the tabs Tokens, NFTs and Activity, the network (opens the list) and Disconnect. The wallet line
 * opens ProfileWallets (every wallet connected per family). With wallets of several
 * chain families connected, also each family's account (picking one makes it active) and a
 * Disconnect per family.
 */
export function Account(_props: ViewProps) {
  const client = useLatchClient()
  const namespace = useLatchStore(useCallback((state) => shownNamespace(client, state), [client]))
  const { address, profileName, profileImage } = useLatchAccount({ namespace })
  const { walletInfo } = useWalletInfo({ namespace })
  const { caipNetwork, isUnsupported } = useLatchNetwork({ namespace })
  // An embedded wallet's account goes by its social login's username (SPEC §5: discord's trailing
  // 0 dropped) with the provider's mark, else by its email (SPEC §5 cuts a long one).
  const user = useLatchStore((state) =>
    state.connectedConnectorIds[namespace] === 'AUTH' ? state.embedded.user : undefined,
  )
  const email = user?.email
  const social = user?.socialProvider
  const username = user?.userName ? formatSocialUsername(social, user.userName) : undefined
  // A registered name (SPEC §2 RegisterAccountName) comes before the login's own name.
  const name = profileName ?? username ?? (email ? formatEmailName(email) : undefined)
  const accounts = useLatchStore(
    useCallback((state: LatchState) => selectConnectedAccounts(client, state), [client]),
    sameAccounts,
  )
  const m = useMessages('account', accountMessages)
  // Disconnecting clears the account a moment before the modal closes.
  if (!address) return null
  return (
    <>
      <Style>{ACCOUNT_CSS + ACCOUNT_TABS_CSS + ACCOUNT_TYPE_CSS}</Style>
      <div className="latch-profile" data-namespace={namespace}>
        <div className="latch-profile-avatar">
          <ProfileAvatar address={address} image={profileImage} size={64} />
          {walletInfo ? (
            <span className="latch-profile-wallet">
              <WalletIcon name={walletInfo.name} imageUrl={walletInfo.icon} />
            </span>
          ) : null}
        </div>
        <div className="latch-profile-address">
          <p className="latch-profile-name" title={email ?? address}>
            {social ? <SocialIcon provider={social} size={18} /> : null}
            {name ?? shortenAddress(address)}
          </p>
          <button
            type="button"
            className="latch-icon-button latch-copy"
            aria-label={m.copy}
            onClick={() => void copyText(client, address, 'address')}
          >
            <SvgIcon path={ICON_PATHS.copy} />
          </button>
        </div>
        {name ? <p className="latch-profile-short">{shortenAddress(address)}</p> : null}
        <SmartAccountBadge namespace={namespace} />
        <BalanceLine namespace={namespace} />
        {walletInfo ? (
          // Opens ProfileWallets: every wallet of each family, switch, add, disconnect one.
          <button
            type="button"
            className="latch-profile-via"
            data-action="wallets"
            aria-label={m.t(m.wallets, { wallet: walletInfo.name })}
            onClick={() => client.pushView({ view: 'ProfileWallets' })}
          >
            <span className="latch-ok" aria-hidden="true" />
            {m.t(m.connectedWith, { wallet: walletInfo.name })}
            <SvgIcon path={ICON_PATHS.chevronRight} size={14} />
          </button>
        ) : null}
      </div>
      {accounts.length > 1 ? <ConnectedAccounts accounts={accounts} active={namespace} /> : null}
      <WalletFeatures namespace={namespace} />
      <AccountTabs
        namespace={namespace}
        layoutKey={`${accounts.length}:${Boolean(name)}:${Boolean(walletInfo)}`}
      />
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
            <span className="latch-row-label">{m.network}</span>
            <span className="latch-wallet-name">
              {isUnsupported ? m.unsupportedNetwork : caipNetwork.name}
            </span>
          </span>
          <SvgIcon path={ICON_PATHS.chevronRight} size={18} />
        </button>
        <AccountTypeRow namespace={namespace} />
        {user && namespace === 'eip155' && !profileName ? <ChooseNameRow /> : null}
        {email ? <UpdateEmailRow email={email} /> : null}
        {email || social ? <ExportRecoveryRow /> : null}
        {email || social ? <AddPasskeyRow /> : null}
        <DisconnectMenu namespaces={accounts.map((account) => account.namespace)} />
      </div>
    </>
  )
}

/**
 * The active namespace's account; when site code made a namespace active that has no wallet
 * yet while another has one, that other account rather than an empty view.
 */
function shownNamespace(client: LatchClient, state: LatchState): ChainNamespace {
  const active = getActiveNamespace(client, state)
  if (state.accounts[active]?.address) return active
  return state.connectedNamespaces.find((namespace) => state.accounts[namespace]?.address) ?? active
}
