import { type CSSProperties, useState } from 'react'

/** Up to two letters standing for a wallet without an image: "Coinbase Wallet" → "CW". */
export function getMonogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase()
}

/** A 32-bit FNV-1a hash: close texts ("BW", "CW") land far apart. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193)
  return hash >>> 0
}

/** A stable hue per name, so a wallet's monogram keeps its colour between visits. */
export function getMonogramHue(name: string): number {
  return hashText(name) % 360
}

/** The wallet's image, or its monogram when it has none (or the image fails to load). */
export function WalletIcon({ name, imageUrl }: { name: string; imageUrl?: string | undefined }) {
  const [failed, setFailed] = useState(false)
  if (imageUrl && !failed) {
    return (
      <img
        className="latch-wallet-icon"
        src={imageUrl}
        alt=""
        width={40}
        height={40}
        onError={() => setFailed(true)}
      />
    )
  }
  return (
    <span
      className="latch-wallet-icon latch-monogram"
      aria-hidden="true"
      style={{ '--_hue': getMonogramHue(name) } as CSSProperties}
    >
      {getMonogram(name)}
    </span>
  )
}
