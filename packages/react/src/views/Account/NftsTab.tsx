import type { ChainNamespace, LatchState } from '@latch/core'
import type { Nft } from '@latch/core/api'
import { useCallback, useEffect, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useLatchAccount } from '../../hooks/useLatchAccount.ts'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.ts'
import { useLatchStore } from '../../hooks/useLatchStore.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { ACCOUNT_ICON_PATHS } from './accountIcons.ts'
import { accountTabsMessages } from './messages.ts'
import { SkeletonRows, TabMessage } from './TabMessage.tsx'
import { useLoadMore } from './useLoadMore.ts'
import { useRead } from './useRead.ts'

/**
 * The account's NFTs on its connected chain as a grid of previews with their names; images load
 * lazily and fall back to a placeholder. Spam airdrops are left out (core). Pages load on scroll.
 */
export function NftsTab({ namespace }: { namespace: ChainNamespace }) {
  const client = useLatchClient()
  const { address } = useLatchAccount({ namespace })
  const { caipNetwork } = useLatchNetwork({ namespace })
  const chainId = caipNetwork.caipNetworkId
  const slice = useLatchStore(useCallback((state: LatchState) => state.nfts, []))
  const current = slice.address === address && slice.chainId === chainId
  const { failed, read } = useRead()
  const m = useMessages('accountTabs', accountTabsMessages)
  // biome-ignore lint/correctness/useExhaustiveDependencies: another network reads again
  useEffect(() => {
    if (address) read(client.fetchNfts({ namespace }))
  }, [client, namespace, address, chainId, read])
  const more = useLoadMore<HTMLDivElement>(
    current && slice.status === 'ready' && slice.next !== undefined,
    () => read(client.fetchNfts({ namespace, cursor: slice.next })),
  )

  if (failed) {
    return (
      <TabMessage
        state="error"
        icon={ACCOUNT_ICON_PATHS.image}
        title={m.nftsUnavailable}
        onRetry={() => read(client.fetchNfts({ namespace, reset: true }))}
      >
        {m.nftsUnavailableText}
      </TabMessage>
    )
  }
  if (!current || (slice.status === 'loading' && !slice.nfts.length) || slice.status === 'idle') {
    return <SkeletonRows label={m.loadingNfts} count={2} />
  }
  if (slice.status === 'unsupported') {
    return (
      <TabMessage state="unsupported" icon={ACCOUNT_ICON_PATHS.image} title={m.noNftsHere}>
        {m.t(m.noNftsHereText, { network: caipNetwork.name })}
      </TabMessage>
    )
  }
  if (slice.status === 'error' && !slice.nfts.length) {
    return (
      <TabMessage
        state="error"
        icon={ACCOUNT_ICON_PATHS.image}
        title={m.nftsUnavailable}
        onRetry={() => read(client.fetchNfts({ namespace, reset: true }))}
      >
        {m.nftsUnavailableText}
      </TabMessage>
    )
  }
  if (!slice.nfts.length) {
    return (
      <TabMessage state="empty" icon={ACCOUNT_ICON_PATHS.image} title={m.noNfts}>
        {m.t(m.noNftsText, { network: caipNetwork.name })}
      </TabMessage>
    )
  }
  return (
    <>
      <ul className="latch-nft-grid" aria-label={m.t(m.nftList, { network: caipNetwork.name })}>
        {slice.nfts.map((nft) => (
          <NftCard key={nft.id} nft={nft} />
        ))}
      </ul>
      {slice.next !== undefined ? (
        <div ref={more} className="latch-load-more" role="status">
          {slice.status === 'loading' ? m.loadingMoreNfts : ''}
        </div>
      ) : null}
    </>
  )
}

function NftCard({ nft }: { nft: Nft }) {
  const [failed, setFailed] = useState(false)
  return (
    <li className="latch-nft" data-token-id={nft.tokenId}>
      <span className="latch-nft-media">
        {nft.image && !failed ? (
          <img
            src={nft.image}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
          />
        ) : (
          <span className="latch-nft-fallback" aria-hidden="true">
            <SvgIcon path={ACCOUNT_ICON_PATHS.image} size={28} />
          </span>
        )}
      </span>
      <span className="latch-nft-name" title={nft.name}>
        {nft.name}
      </span>
      <span className="latch-nft-collection">{nft.collection.name}</span>
    </li>
  )
}
