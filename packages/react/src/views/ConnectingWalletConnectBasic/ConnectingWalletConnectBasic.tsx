import type { LatchState } from '@latch/core'
import {
  fetchConnectWalletsOncePerOpen,
  filterDirectoryWallets,
  RECOMMENDED_WALLETS_COUNT,
} from '@latch/core/internal'
import { useEffect } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { Style } from '../../shadow/Style.tsx'
import { WalletIcon } from '../Connect/WalletIcon.tsx'
import {
  PAIRING_VIEW_CSS,
  selectWalletConnectImage,
} from '../ConnectingWalletConnect/ConnectingWalletConnect.tsx'
import { walletConnectMessages } from '../ConnectingWalletConnect/messages.ts'
import { PairingCode } from '../ConnectingWalletConnect/PairingCode.tsx'
import { PairingStatus } from '../ConnectingWalletConnect/PairingStatus.tsx'
import { usePairing } from '../ConnectingWalletConnect/usePairing.ts'
import { usePairingUri } from '../ConnectingWalletConnect/usePairingUri.ts'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import type { ViewProps } from '../types.ts'

const selectRecommended = (state: LatchState) => state.directory.recommended.wallets
const selectAllWallets = (state: LatchState) => state.features.allWallets

/**
 * SPEC §2 ConnectingWalletConnectBasic, for a site with no chain adapters (opening rule 4, on a
 * computer): the pairing code for any WalletConnect wallet, "Copy link", and a short list of
 * wallets from the directory; picking one shows its code with its app links
 * (ConnectingWalletConnect), the pairing kept.
 */
export function ConnectingWalletConnectBasic({ entry }: ViewProps) {
  const client = useLatchClient()
  const { outcome, retry } = usePairing(entry)
  const uri = usePairingUri()
  const image = useLatchStore(selectWalletConnectImage)
  const allWallets = useLatchStore(selectAllWallets)
  const recommended = useLatchStore(selectRecommended)
  const m = useMessages('walletConnect', walletConnectMessages)
  const wallets = filterDirectoryWallets(recommended, {
    excludeWalletIds: client.options.excludeWalletIds,
  }).slice(0, RECOMMENDED_WALLETS_COUNT)

  useEffect(() => {
    void fetchConnectWalletsOncePerOpen(client)
  }, [client])

  return (
    <div className="latch-wc" data-state={outcome.state}>
      <Style>{PAIRING_VIEW_CSS}</Style>
      <PairingCode uri={uri} image={image} name="WalletConnect" label={m.qrYours} />
      <PairingStatus outcome={outcome} retry={retry} uri={uri} mobile={false} />
      {wallets.length || allWallets ? (
        <ul className="latch-wallets latch-wc-wallets" aria-label={m.wallets}>
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <button
                type="button"
                className="latch-wallet"
                onClick={() =>
                  client.pushView({ view: 'ConnectingWalletConnect', params: { wallet } })
                }
              >
                <WalletIcon name={wallet.name} imageUrl={wallet.image_url ?? undefined} />
                <span className="latch-wallet-name">{wallet.name}</span>
                <SvgIcon path={ICON_PATHS.chevronRight} size={16} />
              </button>
            </li>
          ))}
          {allWallets ? (
            <li>
              <button
                type="button"
                className="latch-wallet"
                onClick={() => client.pushView({ view: 'AllWallets' })}
              >
                <span className="latch-wallet-icon latch-monogram latch-wc-all">
                  <SvgIcon name="layers" size={20} />
                </span>
                <span className="latch-wallet-name">{m.all}</span>
                <SvgIcon path={ICON_PATHS.chevronRight} size={16} />
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
