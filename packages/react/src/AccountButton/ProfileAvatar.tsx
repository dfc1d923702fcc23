import { useState } from 'react'
import { Avatar } from '../Avatar/Avatar.tsx'

/**
 * The account's avatar: its profile image when it has one (and it loads), else the generated
 * gradient for its address. Decorative: the name or address next to it says who it is.
 */
export function ProfileAvatar({
  address,
  image,
  size,
}: {
  address: string
  image: string | undefined
  size: number
}) {
  // The image that failed, so a new one (another account) gets its own try.
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (!image || failed === image) return <Avatar address={address} size={size} />
  return (
    <img
      className="latch-avatar"
      src={image}
      alt=""
      width={size}
      height={size}
      decoding="async"
      style={{ width: size, height: size, objectFit: 'cover' }}
      onError={() => setFailed(image)}
    />
  )
}
