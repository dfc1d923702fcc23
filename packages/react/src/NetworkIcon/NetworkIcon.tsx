import type { CaipNetwork } from '@latch/core'
import type { CSSProperties } from 'react'
import { getMonogramHue } from '../views/Connect/WalletIcon.tsx'

/**
 * The letters of a network's icon: the initials of its first two words, plus a trailing number
 * ("Latch Devnet 2" → "LD2"), so numbered siblings stay apart.
 */
export function getNetworkMonogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const last = words.at(-1) ?? ''
  const number = words.length > 1 && /^\d+$/.test(last) ? last : ''
  const initials = (number ? words.slice(0, -1) : words)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
  return `${initials.toUpperCase()}${number}`.slice(0, 3)
}

/**
 * A network's icon: a monogram in a circle, coloured by the network's CAIP-2 id. Our own
 * drawing, no remote image. Decorative: the control that holds it names the network.
 */
export function NetworkIcon({
  network,
  size = 24,
}: {
  network: Pick<CaipNetwork, 'name' | 'caipNetworkId'>
  size?: number
}) {
  const monogram = getNetworkMonogram(network.name)
  return (
    <span
      className="latch-network-icon"
      aria-hidden="true"
      data-letters={monogram.length}
      style={
        {
          '--_hue': getMonogramHue(network.caipNetworkId),
          width: size,
          height: size,
          fontSize: size * (monogram.length > 2 ? 0.3 : 0.38),
        } as CSSProperties
      }
    >
      {monogram}
    </span>
  )
}

/** CSS of {@link NetworkIcon}, for every shadow root that shows one. */
export const NETWORK_ICON_CSS = `
.latch-network-icon{display:inline-grid;place-items:center;flex:none;border-radius:50%;font-weight:700;letter-spacing:-.02em;line-height:1;background:hsl(var(--_hue) 70% 90%);color:hsl(var(--_hue) 60% 24%);box-shadow:inset 0 0 0 1px hsl(var(--_hue) 40% 40%/.18)}
:host([data-theme=dark]) .latch-network-icon{background:hsl(var(--_hue) 32% 24%);color:hsl(var(--_hue) 85% 86%)}
`
