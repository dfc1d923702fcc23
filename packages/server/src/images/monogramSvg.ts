/** Shape of a generated monogram: rounded square (wallets) or circle (tokens, currencies). */
export type MonogramShape = 'square' | 'circle'

export type MonogramSvgParameters = {
  /** Seeds the background colour, so the same id always gets the same colour. */
  seed: string
  /** Accessible label; the initials are taken from it unless `text` is given. */
  label: string
  /** Text to draw instead of the initials (a currency glyph, for example). */
  text?: string | undefined
  shape?: MonogramShape | undefined
}

const SIZE_PX = 96

/**
 * Draws an SVG monogram: the initials of `label` in white on a colour derived from `seed`.
 * @example monogramSvg({ seed: 'metamask', label: 'MetaMask' }) // an SVG with "MM"
 */
export function monogramSvg({ seed, label, text, shape = 'square' }: MonogramSvgParameters) {
  const glyph = text ?? initials(label)
  const hue = hash32(seed) % 360
  // Saturation and lightness stay in a band where white text keeps a readable contrast.
  const saturation = 55 + (hash32(`${seed}#s`) % 15)
  const lightness = 36 + (hash32(`${seed}#l`) % 10)
  const fontSize = glyph.length > 2 ? 30 : 40
  const background =
    shape === 'circle'
      ? `<circle cx="48" cy="48" r="48" fill="hsl(${hue} ${saturation}% ${lightness}%)"/>`
      : `<rect width="96" height="96" rx="24" fill="hsl(${hue} ${saturation}% ${lightness}%)"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE_PX}" height="${SIZE_PX}" ` +
    `viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">${background}` +
    `<text x="48" y="48" dy=".35em" text-anchor="middle" fill="#fff" ` +
    `font-family="Inter, system-ui, sans-serif" font-size="${fontSize}" font-weight="600">` +
    `${escapeXml(glyph)}</text></svg>`
  )
}

/** Up to two initials: one per word, or the capitals of a CamelCase word (MetaMask → MM). */
export function initials(label: string): string {
  const words = label.split(/[\s._\-/]+/).filter((word) => /[\p{L}\p{N}]/u.test(word))
  if (words.length === 0) return '?'
  if (words.length === 1) {
    const word = words[0]!
    const capitals = [...word].filter((char, i) => i > 0 && /\p{Lu}/u.test(char))
    const first = [...word][0]!.toUpperCase()
    return capitals.length > 0 ? `${first}${capitals[0]}` : first
  }
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('')
}

/** FNV-1a, 32 bit: small, stable across runs and platforms. */
export function hash32(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
