import { useState } from 'react'

interface AvatarProps {
  src: string | undefined
  /** The picture's renditions (`profilePhotoSrcset`), so a 2× or 3× screen gets a sharp one. */
  srcSet?: string
  name: string
  size: number
  className?: string
}

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const first = parts[0]?.[0] ?? ''
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase() || '•'
}

/** The member's thumbnail, or their initials when there is none or the signed link has expired. Decorative. */
export function Avatar({ src, srcSet, name, size, className = '' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const classes = `avatar ${className}`.trim()
  if (!src || failed === src) {
    return (
      <span className={`${classes} avatar--initials`} style={{ width: size, height: size }} aria-hidden="true">
        {initialsOf(name)}
      </span>
    )
  }
  return (
    <img
      className={classes}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? `${size}px` : undefined}
      alt=""
      width={size}
      height={size}
      style={{ width: size, height: size }}
      decoding="async"
      onError={() => setFailed(src)}
    />
  )
}
