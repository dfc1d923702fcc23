import { hashText } from '../views/Connect/WalletIcon.tsx'

/**
 * The avatar's background for an address: two hues and an angle drawn from one hash of the
 * address (case-insensitive, so checksummed and lower-case forms match). Nothing is fetched:
 * the same address draws the same gradient on every page and every visit.
 */
export function getAvatarGradient(address: string): string {
  const hash = hashText(address.toLowerCase())
  const hue = hash % 360
  // 40–120° apart: always two-toned, never clashing.
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360
  return `radial-gradient(circle at 30% 25%,hsl(${hue} 95% 80%),#0000 60%),linear-gradient(${(hash >>> 17) % 360}deg,hsl(${hue} 80% 55%),hsl(${second} 80% 42%))`
}

/** A round avatar for an address: a deterministic gradient. Decorative. */
export function Avatar({ address, size }: { address: string; size: number }) {
  return (
    <span
      className="latch-avatar"
      aria-hidden="true"
      style={{ width: size, height: size, background: getAvatarGradient(address) }}
    />
  )
}

/** CSS of {@link Avatar}, for every shadow root that shows one. */
export const AVATAR_CSS = `
.latch-avatar{display:inline-block;flex:none;border-radius:50%;box-shadow:inset 0 0 0 1px rgb(0 0 0/.08)}
`
