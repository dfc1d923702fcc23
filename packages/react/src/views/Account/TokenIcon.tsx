import { useState } from 'react'

/**
 * A token's icon, or its first letter on a tinted disc when there is no icon or it fails to
 * load. Decorative: the row names the token.
 */
export function TokenIcon({ url, symbol }: { url: string | undefined; symbol: string }) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (!url || failed === url) {
    return (
      <span className="latch-token-icon" data-fallback="true" aria-hidden="true">
        {symbol.slice(0, 1).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      className="latch-token-icon"
      src={url}
      alt=""
      width={36}
      height={36}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(url)}
    />
  )
}
