import { useState } from 'react'
import { getMonogramHue } from '../Connect/WalletIcon.tsx'

/** A token's icon, or its symbol's first letters on a colour of its own when there is none. */
export function TokenIcon({ symbol, iconUrl }: { symbol: string; iconUrl?: string | undefined }) {
  const [failed, setFailed] = useState(false)
  if (iconUrl && !failed) {
    return <img className="latch-token-icon" src={iconUrl} alt="" onError={() => setFailed(true)} />
  }
  return (
    <span
      className="latch-token-icon latch-monogram"
      aria-hidden="true"
      style={{ '--_hue': getMonogramHue(symbol) } as React.CSSProperties}
    >
      {symbol.slice(0, 2)}
    </span>
  )
}
