import type { LatchState } from '@latch/core'
import { shortenAddress } from '@latch/core/internal'
import { useCallback } from 'react'
import { useLatchStore } from '../hooks/useLatchStore.ts'
import { useLatchLocale } from '../i18n/useMessages.ts'
import { formatBalance } from '../utils/formatBalance.ts'
import { ProfileAvatar } from './ProfileAvatar.tsx'

/**
 * What the account button shows: the balance (once read) and the avatar with the profile name
 * (SPEC §3 profileName/profileImage) or, without one, the short address.
 * Shared with `<ConnectButton />`, which shows the same inside its own button once connected.
 */
export function AccountSummary({
  address,
  balance,
  balanceSymbol,
  size,
  showBalance,
  profileName,
  profileImage,
}: {
  address: string
  balance: string | undefined
  balanceSymbol: string | undefined
  size: 'md' | 'sm'
  showBalance: boolean
  profileName?: string | undefined
  profileImage?: string | undefined
}) {
  // The connect button passes no profile: find the account it shows in the store.
  const stored = useLatchStore(
    useCallback(
      (state: LatchState) =>
        Object.values(state.accounts).find((account) => account?.address === address),
      [address],
    ),
  )
  profileName ??= stored?.profileName
  profileImage ??= stored?.profileImage
  const { locale } = useLatchLocale()
  const text = showBalance ? formatBalance(balance, balanceSymbol, locale) : undefined
  return (
    <>
      {text ? <span className="latch-account-balance">{text}</span> : null}
      <span className="latch-account-id">
        <ProfileAvatar address={address} image={profileImage} size={size === 'sm' ? 20 : 24} />
        <span className="latch-account-label" title={profileName ? address : undefined}>
          {profileName ?? shortenAddress(address)}
        </span>
      </span>
    </>
  )
}
