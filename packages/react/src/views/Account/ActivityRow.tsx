import type { Transaction } from '@latch/core'
import { formatQuantity, getTransferSign, shortenAddress } from '@latch/core/internal'
import { useState } from 'react'
import { SvgIcon } from '../../icons/icons.tsx'
import { ACCOUNT_ICON_PATHS } from './accountIcons.ts'

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

function formatTime(iso: string): string {
  const time = new Date(iso)
  return Number.isNaN(time.getTime()) ? '' : TIME_FORMAT.format(time)
}

function amountOf(numeric: string): string {
  try {
    return formatQuantity(numeric)
  } catch {
    return numeric
  }
}

/**
 * One transaction: what it did (operation), when, the token or NFT that moved with its amount
 * and its sign (SPEC §4's for receive, deposit, borrow, claim (+) and withdraw, repay, burn (−);
 * for every other type the transfer's direction: into the account +, out of it −), and who was
 * on the other side.
 */
export function ActivityRow({
  transaction,
  account,
}: {
  transaction: Transaction
  account: string
}) {
  const { metadata } = transaction
  // Spam NFTs beside a real transfer are not what the row is about.
  const transfer =
    transaction.transfers.find((t) => !t.nft_info?.flags.is_spam) ?? transaction.transfers[0]
  const sign = getTransferSign(transaction, transfer, account)
  const incoming = metadata.sentTo.toLowerCase() === account.toLowerCase()
  const other = incoming ? metadata.sentFrom : metadata.sentTo
  const label = metadata.operationType.charAt(0).toUpperCase() + metadata.operationType.slice(1)
  const what = transfer?.nft_info
    ? transfer.nft_info.name
    : transfer?.fungible_info
      ? `${amountOf(transfer.quantity.numeric)} ${transfer.fungible_info.symbol}`
      : undefined
  const image = transfer?.nft_info?.preview?.url ?? transfer?.fungible_info?.icon?.url
  // A swap (P12): what left and what came in, both legs, rather than one transfer and a party.
  const legs = metadata.operationType === 'trade' ? tradeLegs(transaction) : undefined
  return (
    <li
      className="latch-activity"
      data-operation={metadata.operationType}
      data-status={metadata.status}
      data-direction={incoming ? 'in' : 'out'}
    >
      <span className="latch-activity-icon">
        <ActivityImage url={image} nft={Boolean(transfer?.nft_info)} />
        <span className="latch-activity-badge" aria-hidden="true">
          <SvgIcon
            path={incoming ? ACCOUNT_ICON_PATHS.receive : ACCOUNT_ICON_PATHS.send}
            size={10}
          />
        </span>
      </span>
      <span className="latch-activity-text">
        <span className="latch-activity-title">
          {label}
          {metadata.status === 'failed' ? (
            <span className="latch-activity-failed">Failed</span>
          ) : null}
        </span>
        <time className="latch-activity-time" dateTime={metadata.minedAt}>
          {formatTime(metadata.minedAt)}
        </time>
      </span>
      <span className="latch-activity-amount">
        {legs ? (
          <>
            <span className="latch-activity-what" data-sign="+">
              +{legs.in}
            </span>
            <span className="latch-activity-other" data-sign="-">
              −{legs.out}
            </span>
          </>
        ) : null}
        {!legs && what ? (
          <span className="latch-activity-what" data-sign={sign || undefined}>
            {sign ? `${sign === '-' ? '−' : '+'}${what}` : what}
          </span>
        ) : null}
        {!legs && other ? (
          <span className="latch-activity-other">
            {incoming ? 'from' : 'to'} {shortenAddress(other)}
          </span>
        ) : null}
      </span>
    </li>
  )
}

/** A trade's two legs as "amount symbol": the token that left and the one that came in. */
function tradeLegs(transaction: Transaction): { in: string; out: string } | undefined {
  const leg = (direction: 'in' | 'out') => {
    const transfer = transaction.transfers.find((t) => t.fungible_info && t.direction === direction)
    return transfer?.fungible_info
      ? `${amountOf(transfer.quantity.numeric)} ${transfer.fungible_info.symbol}`
      : undefined
  }
  const received = leg('in')
  const sent = leg('out')
  return received && sent ? { in: received, out: sent } : undefined
}

function ActivityImage({ url, nft }: { url: string | undefined; nft: boolean }) {
  const [failed, setFailed] = useState(false)
  if (url && !failed) {
    return (
      <img
        src={url}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        decoding="async"
        data-nft={nft || undefined}
        onError={() => setFailed(true)}
      />
    )
  }
  return (
    <span className="latch-activity-fallback" aria-hidden="true">
      <SvgIcon path={nft ? ACCOUNT_ICON_PATHS.image : ACCOUNT_ICON_PATHS.coins} size={18} />
    </span>
  )
}
