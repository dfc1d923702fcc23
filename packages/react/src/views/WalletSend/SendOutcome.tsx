import type { CaipNetwork } from '@latch/core'
import { shortenAddress } from '@latch/core/internal'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { sendMessages } from './messages.ts'

/** The transaction's page on the network's explorer, when the network has one. */
export function explorerUrl(network: CaipNetwork, hash: string): string | undefined {
  const base = network.blockExplorers?.default.url
  return base ? `${base.replace(/\/+$/, '')}/tx/${hash}` : undefined
}

/** After the wallet sent it: what went where, the hash (explorer link if any), Done. */
export function SendOutcome({
  summary,
  hash,
  network,
  onDone,
}: {
  summary: string
  hash: string
  network: CaipNetwork
  onDone: () => void
}) {
  const m = useMessages('send', sendMessages)
  const url = explorerUrl(network, hash)
  return (
    <div className="latch-status" data-state="sent">
      <div className="latch-status-icon">
        <span className="latch-send-done">
          <SvgIcon name="check" size={32} />
        </span>
      </div>
      <div className="latch-status-text" role="status">
        <p className="latch-status-title">{m.sent}</p>
        <p className="latch-muted">{summary}</p>
      </div>
      <p className="latch-send-hash">
        <span>{m.transaction}</span>
        <code title={hash}>{shortenAddress(hash)}</code>
      </p>
      {url ? (
        <a className="latch-send-link" href={url} target="_blank" rel="noopener noreferrer">
          {m.t(m.viewOn, { explorer: network.blockExplorers?.default.name ?? '' })}
        </a>
      ) : null}
      <button type="button" className="latch-button-primary" onClick={onDone}>
        {m.done}
      </button>
    </div>
  )
}
