import type { Wallet } from '@latch/core'
import { useId, useState } from 'react'
import { GetWallet } from '../AllWallets/GetWallet.tsx'
import type { GroupedWallet } from './groupConnectors.ts'
import { WalletIcon } from './WalletIcon.tsx'

export type DirectoryWalletRowProps = { group: GroupedWallet['group']; wallet: Wallet }

/**
 * A directory wallet (featured or recommended) that isn't installed here. Until WalletConnect
 * lands there is no way to connect it from this page, so the row is a disclosure: it shows
 * where to get the wallet, nothing more.
 */
export function DirectoryWalletRow({ group, wallet }: DirectoryWalletRowProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <li>
      <button
        type="button"
        className="latch-wallet"
        data-group={group}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        <WalletIcon name={wallet.name} imageUrl={wallet.image_url ?? undefined} />
        <span className="latch-wallet-name">{wallet.name}</span>
      </button>
      {open ? <GetWallet id={id} wallet={wallet} /> : null}
    </li>
  )
}
