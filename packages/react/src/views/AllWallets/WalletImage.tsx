import { type CSSProperties, useEffect, useState } from 'react'
import { getMonogram, getMonogramHue } from '../Connect/WalletIcon.tsx'
import { getImageStatus, type ImageStatus, preloadImage } from './preloadImage.ts'

/**
 * A directory wallet's face: its monogram until the image has loaded, and for good when it
 * fails or takes longer than the preload time-out. `data-state` tells which.
 */
export function WalletImage({ name, url }: { name: string; url: string | undefined }) {
  const [status, setStatus] = useState<ImageStatus>(() => (url ? getImageStatus(url) : 'failed'))
  useEffect(() => {
    if (!url) return setStatus('failed')
    setStatus(getImageStatus(url))
    let current = true
    void preloadImage(url).then((loaded) => {
      if (current) setStatus(loaded ? 'loaded' : 'failed')
    })
    return () => {
      current = false
    }
  }, [url])
  if (url && status === 'loaded') {
    return (
      <img className="latch-aw-icon" src={url} alt="" width={48} height={48} data-state={status} />
    )
  }
  return (
    <span
      className="latch-aw-icon latch-monogram"
      aria-hidden="true"
      data-state={status}
      style={{ '--_hue': getMonogramHue(name) } as CSSProperties}
    >
      {getMonogram(name)}
    </span>
  )
}
