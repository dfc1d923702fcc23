import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { Style } from '../shadow/Style.tsx'
import { buildQrPath, type QrMatrix } from './buildQrPath.ts'
import { type QrEncoder, useQrEncoder } from './useQrEncoder.ts'

export type QrCodeProps = {
  /** The text to encode (a URI, an address). */
  value: string
  /** Edge length in CSS pixels, quiet zone included. */
  size?: number
  /** What the code is, for screen readers ("QR code of your address"). */
  label: string
  /** An image URL shown in the middle (a wallet's icon); the code is made sturdier to carry it. */
  image?: string | undefined
  /** Shown in the middle instead of `image` (e.g. a monogram), when given. */
  center?: ReactNode
}

/** Quiet zone around the modules, in modules (ISO/IEC 18004 asks for 4; 3 scans reliably). */
const QUIET_ZONE_MODULES = 3

/**
 * A QR code drawn as one SVG path: dark on white in both themes (scanners need the contrast).
 * The encoder (`qr`, ~9 kB) loads on first use; until then a placeholder of the same size holds
 * the space. When `value` changes, the previous code stays on screen until the new one is
 * encoded, so a refreshed pairing URI never flickers through an empty frame.
 */
export function QrCode({ value, size = 240, label, image, center }: QrCodeProps) {
  const encoder = useQrEncoder()
  const withCenter = Boolean(image || center)
  const shown = useShownMatrix(encoder, value, withCenter)
  if (!shown) {
    return (
      <div
        className="latch-qr latch-qr-loading"
        style={{ width: size, height: size }}
        role="img"
        aria-label={label}
        aria-busy="true"
        data-state="loading"
      >
        <Style>{QR_CSS}</Style>
      </div>
    )
  }
  // The encoder adds the quiet zone: the matrix is the whole square.
  const total = shown.matrix.length
  const hole = withCenter ? centerHole(total) : undefined
  const path = buildQrPath(shown.matrix, 0, hole)
  return (
    <div
      className="latch-qr"
      style={{ width: size, height: size }}
      data-state="ready"
      data-value={shown.value}
    >
      <Style>{QR_CSS}</Style>
      <svg
        viewBox={`0 0 ${total} ${total}`}
        width={size}
        height={size}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <rect width={total} height={total} fill="#fff" />
        <path d={path} fill="#141414" />
      </svg>
      {withCenter && hole ? (
        <span
          className="latch-qr-center"
          aria-hidden="true"
          style={{
            width: `${(hole.size / total) * 100}%`,
            height: `${(hole.size / total) * 100}%`,
          }}
        >
          {center ?? <img src={image} alt="" draggable={false} />}
        </span>
      ) : null}
    </div>
  )
}

type Shown = { value: string; matrix: QrMatrix }

/** The matrix on screen: the latest value's once encoded, the previous one meanwhile. */
function useShownMatrix(
  encoder: QrEncoder | undefined,
  value: string,
  sturdy: boolean,
): Shown | undefined {
  const current = useMemo<Shown | undefined>(() => {
    if (!encoder || !value) return undefined
    // 'quartile' recovers ~25% of the code: plenty for an icon over ~5% of it, and fewer, larger
    // modules than 'high' (a WalletConnect URI stays easy to scan at 240 px).
    return {
      value,
      matrix: encoder(value, 'raw', {
        ecc: sturdy ? 'quartile' : 'medium',
        border: QUIET_ZONE_MODULES,
      }),
    }
  }, [encoder, value, sturdy])
  const [previous, setPrevious] = useState<Shown | undefined>(undefined)
  useEffect(() => {
    if (current) setPrevious(current)
  }, [current])
  return current ?? previous
}

/**
 * A square hole in the middle for the icon: about a fifth of the symbol, whole modules, centred
 * (`total` includes the quiet zone on both sides).
 */
function centerHole(total: number): { start: number; size: number } {
  let size = Math.floor((total - QUIET_ZONE_MODULES * 2) * 0.22)
  // Same parity as the square keeps the hole exactly centred.
  if ((total - size) % 2 !== 0) size += 1
  return { start: (total - size) / 2, size }
}

const QR_CSS = `
.latch-qr{position:relative;display:grid;place-items:center;flex:none;margin-inline:auto;border-radius:var(--_r-lg,16px);overflow:hidden;background:#fff;box-shadow:0 0 0 1px var(--_border,rgb(0 0 0/.08))}
.latch-qr>svg{display:block}
.latch-qr-loading{background:var(--_surface-2,#eee);animation:latch-qr-pulse 1.1s ease-in-out infinite alternate}
@keyframes latch-qr-pulse{to{opacity:.55}}
.latch-qr-center{position:absolute;display:grid;place-items:center;padding:3%;box-sizing:border-box}
.latch-qr-center>img,.latch-qr-center>*{width:100%;height:100%;border-radius:22%;object-fit:cover}
@media (prefers-reduced-motion:reduce){.latch-qr-loading{animation:none}}
`
