import type { SocialProvider } from '@latch/core/adapter'
import type { ReactElement } from 'react'

/** A social login the Connect view offers: a popup provider, or farcaster (a QR code, no popup). */
export type SocialOption = SocialProvider | 'farcaster'

/** SPEC §5's providers as people write them. */
export const SOCIAL_NAMES: Record<SocialOption, string> = {
  farcaster: 'Farcaster',
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

// Our own simple marks on a 24-unit grid, drawn to be recognised at 20 px — not the providers'
// artwork. `currentColor` follows the theme; the brand colours are the ones people know them by.
const MARKS: Record<SocialOption, ReactElement> = {
  farcaster: (
    <path
      fill="#855DCD"
      d="M5 4h14v16h-2.6v-6.6a4.4 4.4 0 0 0-8.8 0V20H5V4Zm-2 2.5h2v2H3zm16 0h2v2h-2z"
    />
  ),
  google: (
    <>
      <path
        d="M19.6 10.4H12v3.3h4.3a4.6 4.6 0 0 1-4.3 3 5 5 0 1 1 3.2-8.8l2.4-2.3A8.3 8.3 0 1 0 20.3 12c0-.5 0-1.1-.1-1.6Z"
        fill="#4285F4"
      />
      <path d="M4.6 8.1 7.4 10a5 5 0 0 1 7.8-1.9l2.4-2.3A8.3 8.3 0 0 0 4.6 8.1Z" fill="#EA4335" />
      <path
        d="M4.6 15.9A8.3 8.3 0 0 0 16.9 18.7l-2.6-2.1A5 5 0 0 1 7.3 14l-2.7 1.9Z"
        fill="#34A853"
      />
      <path d="M4.6 8.1a8.3 8.3 0 0 0 0 7.8L7.3 14a5 5 0 0 1 .1-4Z" fill="#FBBC05" />
    </>
  ),
  github: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M5 9.2V3.6l4.2 3a10 10 0 0 1 5.6 0l4.2-3v5.6c1 1.2 1.5 2.7 1.5 4.3 0 4.1-3.6 6.9-8.5 6.9s-8.5-2.8-8.5-6.9c0-1.6.5-3.1 1.5-4.3Zm4.5 3.3a1.3 1.6 0 1 0 0 .1Zm5 0a1.3 1.6 0 1 0 0 .1Z"
    />
  ),
  apple: (
    <path
      fill="currentColor"
      d="M12 7.9c-1.4-.9-2.8-1.2-4.2-.7-2.4.9-3.5 3.5-2.9 6.6.6 3.3 2.7 6.7 4.8 6.7.9 0 1.4-.5 2.3-.5s1.4.5 2.3.5c2.1 0 4.2-3.4 4.8-6.7.6-3.1-.5-5.7-2.9-6.6-1.4-.5-2.8-.2-4.2.7Zm.2-.8c0-2 1.3-3.6 3.3-4.1 0 2-1.3 3.6-3.3 4.1Z"
    />
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="9.5" fill="#1877F2" />
      <path
        d="M13.3 21.4v-7h2.4l.4-2.8h-2.8V9.9c0-.8.3-1.4 1.5-1.4h1.4V6a17 17 0 0 0-2.1-.1c-2.1 0-3.5 1.3-3.5 3.6v2.1H8.3v2.8h2.3v7Z"
        fill="#fff"
      />
    </>
  ),
  x: (
    <>
      <path d="M4.2 4h4.4l11.2 16h-4.4Z" fill="currentColor" />
      <path d="M19 4.2 5 19.8" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
    </>
  ),
  discord: (
    <path
      fill="#5865F2"
      fillRule="evenodd"
      d="M6.2 6.4c1.4-.7 2.6-1.1 3.6-1.2l.6 1.2a11 11 0 0 1 3.2 0l.6-1.2c1 .1 2.2.5 3.6 1.2 2 3 2.9 6.2 2.7 9.8a13 13 0 0 1-4.1 2.1l-.9-1.4 1.5-.8-.4-.3a10.3 10.3 0 0 1-9.2 0l-.4.3 1.5.8-.9 1.4a13 13 0 0 1-4.1-2.1c-.2-3.6.7-6.8 2.7-9.8Zm3 7.5a1.5 1.7 0 1 0 0-.1Zm5.6 0a1.5 1.7 0 1 0 0-.1Z"
    />
  ),
}

/** A provider's mark (decorative: its button carries the name). */
export function SocialIcon({ provider, size = 20 }: { provider: SocialOption; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {MARKS[provider]}
    </svg>
  )
}
