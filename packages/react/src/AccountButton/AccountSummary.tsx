import { shortenAddress } from '@latch/core'
import { Avatar } from '../Avatar/Avatar.tsx'
import { formatBalance } from '../utils/formatBalance.ts'

/**
 * What the account button shows: the balance (once read) and the avatar with the short address.
 * Shared with `<ConnectButton />`, which shows the same inside its own button once connected.
 */
export function AccountSummary({
  address,
  balance,
  balanceSymbol,
  size,
  showBalance,
}: {
  address: string
  balance: string | undefined
  balanceSymbol: string | undefined
  size: 'md' | 'sm'
  showBalance: boolean
}) {
  const text = showBalance ? formatBalance(balance, balanceSymbol) : undefined
  return (
    <>
      {text ? <span className="latch-account-balance">{text}</span> : null}
      <span className="latch-account-id">
        <Avatar address={address} size={size === 'sm' ? 20 : 24} />
        {shortenAddress(address)}
      </span>
    </>
  )
}
