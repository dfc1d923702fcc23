import type { Wallet } from '@latch/core/api'
import type { GroupedWallet } from '@latch/core/internal'
import { useId, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { GetWallet } from '../AllWallets/GetWallet.tsx'
import { hasWalletConnect, selectDirectoryWallet } from './selectConnector.ts'
import { WalletIcon } from './WalletIcon.tsx'

export type DirectoryWalletRowProps = { group: GroupedWallet['group']; wallet: Wallet }

/**
 * A directory wallet (featured or recommended) that isn't installed here. With WalletConnect
 * set up, picking it opens its pairing (QR code, app links). Without, this page has no way to
 * connect it, so the row is a disclosure: it shows where to get the wallet, nothing more.
 */
export function DirectoryWalletRow({ group, wallet }: DirectoryWalletRowProps) {
  const client = useLatchClient()
  const [open, setOpen] = useState(false)
  const id = useId()
  const pairs = hasWalletConnect(client)
  return (
    <li>
      <button
        type="button"
        className="latch-wallet"
        data-group={group}
        aria-expanded={pairs ? undefined : open}
        aria-controls={open ? id : undefined}
        onClick={() => selectDirectoryWallet(client, wallet) || setOpen(!open)}
      >
        <WalletIcon name={wallet.name} imageUrl={wallet.image_url ?? undefined} />
        <span className="latch-wallet-name">{wallet.name}</span>
      </button>
      {open ? <GetWallet id={id} wallet={wallet} /> : null}
    </li>
  )
}
