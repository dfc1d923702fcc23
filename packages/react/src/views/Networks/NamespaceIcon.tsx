import type { ChainNamespace } from '@latch/core'
import type { CSSProperties } from 'react'

/** What people call each chain family (the CAIP-2 namespace names mean little to them). */
export const NAMESPACE_NAMES: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/** A family's monogram and hue: our own drawing, no brand artwork. */
const FAMILY_MARKS: Record<ChainNamespace, { letter: string; hue: number }> = {
  eip155: { letter: 'E', hue: 228 },
  solana: { letter: 'S', hue: 168 },
  bip122: { letter: 'B', hue: 32 },
  polkadot: { letter: 'P', hue: 330 },
  cosmos: { letter: 'C', hue: 262 },
}

/**
 * A chain family's icon: its initial on a rounded square (network icons are circles, so the
 * two never read as the same kind of thing). Decorative: the text beside it names the family.
 */
export function NamespaceIcon({
  namespace,
  size = 20,
}: {
  namespace: ChainNamespace
  size?: number
}) {
  const mark = FAMILY_MARKS[namespace]
  return (
    <span
      className="latch-namespace-icon"
      aria-hidden="true"
      data-namespace={namespace}
      style={
        {
          '--_hue': mark.hue,
          width: size,
          height: size,
          fontSize: Math.round(size * 0.5),
        } as CSSProperties
      }
    >
      {mark.letter}
    </span>
  )
}

/** CSS of {@link NamespaceIcon}; rides with the lazily loaded views that show one. */
export const NAMESPACE_ICON_CSS = `
.latch-namespace-icon{display:inline-grid;place-items:center;flex:none;border-radius:28%;font-weight:800;line-height:1;background:hsl(var(--_hue) 62% 30%);color:#fff;box-shadow:inset 0 -2px 0 hsl(var(--_hue) 60% 18%/.45)}
:host([data-theme=dark]) .latch-namespace-icon{background:hsl(var(--_hue) 55% 68%);color:hsl(var(--_hue) 60% 12%);box-shadow:inset 0 -2px 0 hsl(var(--_hue) 50% 40%/.45)}
`
