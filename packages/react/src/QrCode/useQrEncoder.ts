import { useEffect, useState } from 'react'

/** The `qr` package's encoder, raw output only (what {@link QrCode} draws from). */
export type QrEncoder = (
  text: string,
  output: 'raw',
  options: { ecc: 'low' | 'medium' | 'quartile' | 'high'; border: number },
) => boolean[][]

// A code-loading cache, not state: every QrCode on the page shares one download of the encoder.
let loaded: QrEncoder | undefined
let loading: Promise<QrEncoder> | undefined

/** Loads the QR encoder on first use (its own chunk; pages that never show a code skip it). */
export function loadQrEncoder(): Promise<QrEncoder> {
  loading ??= import('qr').then((module) => {
    loaded = module.encodeQR as QrEncoder
    return loaded
  })
  // A failed download may be retried by the next caller.
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/** The encoder once loaded; `undefined` while it downloads. */
export function useQrEncoder(): QrEncoder | undefined {
  const [encoder, setEncoder] = useState<QrEncoder | undefined>(() => loaded)
  useEffect(() => {
    if (encoder) return
    let live = true
    const retry = (attempt: number): void => {
      loadQrEncoder().then(
        (value) => {
          if (live) setEncoder(() => value)
        },
        () => {
          // Offline for a moment: try again, spaced out, while the code is on screen.
          if (live && attempt < 5) setTimeout(() => retry(attempt + 1), 1000 * 2 ** attempt)
        },
      )
    }
    retry(0)
    return () => {
      live = false
    }
  }, [encoder])
  return encoder
}
