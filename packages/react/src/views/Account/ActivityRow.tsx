import type { Transaction } from '@latch/core'
import { formatQuantity, getTransferSign, shortenAddress } from '@latch/core/internal'
import { useState } from 'react'
import { useLatchLocale, useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { ACCOUNT_ICON_PATHS } from './accountIcons.ts'
import { formatActivityTime } from './activityTime.ts'
import { activityMessages, activityTypesMessages } from './messages.ts'

function amountOf(numeric: string, locale: string): string {
  try {
    return formatQuantity(numeric, locale)
  } catch {
    return numeric
  }
}

const hasOwn = (object: object, key: string) => Object.hasOwn(object, key)

/**
 * One transaction: what it did (operation), when, the token or NFT that moved with its amount
 * and its sign (SPEC §4's for receive, deposit, borrow, claim (+) and withdraw, repay, burn (−);
 * for every other type the transfer's direction: into the account +, out of it −), and who was
 * on the other side. Known operations are named in the modal's language; another type a server
 * sends shows as it came, capitalised.
 */
export function ActivityRow({
  transaction,
  account,
  now,
}: {
  transaction: Transaction
  account: string
  /** The clock relative times count from. */
  now: number
}) {
  const m = useMessages('activity', activityMessages)
  const types = useMessages('activityTypes', activityTypesMessages)
  const { locale } = useLatchLocale()
  const { metadata } = transaction
  // Spam NFTs beside a real transfer are not what the row is about.
  const transfer =
    transaction.transfers.find((t) => !t.nft_info?.flags.is_spam) ?? transaction.transfers[0]
  const sign = getTransferSign(transaction, transfer, account)
  const incoming = metadata.sentTo.toLowerCase() === account.toLowerCase()
  const other = incoming ? metadata.sentFrom : metadata.sentTo
  const type = metadata.operationType
  const label = hasOwn(activityTypesMessages, type)
    ? types[type as keyof typeof activityTypesMessages]
    : type.charAt(0).toUpperCase() + type.slice(1)
  const what = transfer?.nft_info
    ? transfer.nft_info.name
    : transfer?.fungible_info
      ? `${amountOf(transfer.quantity.numeric, locale)} ${transfer.fungible_info.symbol}`
      : undefined
  const image = transfer?.nft_info?.preview?.url ?? transfer?.fungible_info?.icon?.url
  // A swap (P12): what left and what came in, both legs, rather than one transfer and a party.
  const legs = metadata.operationType === 'trade' ? tradeLegs(transaction, locale) : undefined
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
            <span className="latch-activity-failed">{m.failed}</span>
          ) : null}
        </span>
        <time className="latch-activity-time" dateTime={metadata.minedAt}>
          {formatActivityTime(metadata.minedAt, locale, now)}
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
            {m.t(incoming ? m.from : m.to, { address: shortenAddress(other) })}
          </span>
        ) : null}
      </span>
    </li>
  )
}

/** A trade's two legs as "amount symbol": the token that left and the one that came in. */
function tradeLegs(
  transaction: Transaction,
  locale: string,
): { in: string; out: string } | undefined {
  const leg = (direction: 'in' | 'out') => {
    const transfer = transaction.transfers.find((t) => t.fungible_info && t.direction === direction)
    return transfer?.fungible_info
      ? `${amountOf(transfer.quantity.numeric, locale)} ${transfer.fungible_info.symbol}`
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
