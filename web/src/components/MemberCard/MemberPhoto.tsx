import { useState, type CSSProperties } from 'react'
import './member-photo.css'

interface MemberPhotoProps {
  src: string | undefined
  /**
   * The picture's renditions (the API's `profilePhotoSrcset`): a 2× or 3× screen picks a sharper
   * one than `src` for the same `size`, still far lighter than the full picture.
   */
  srcSet?: string
  name: string
  /** The rendered size in CSS pixels; reserved up front so the page does not jump when it loads. */
  size: number
  /** Empty when the name is right beside the picture (a screen reader would hear it twice). */
  alt?: string
  className?: string
  /** The first screenful (a profile's own photo) loads at once; everything else lazily. */
  eager?: boolean
}

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const first = parts[0]?.[0] ?? ''
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

/** A member's picture, or their initials when there is none or it fails to load (signed links expire). */
export function MemberPhoto({ src, srcSet, name, size, alt = '', className = '', eager = false }: MemberPhotoProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const classes = `member-photo ${className}`.trim()
  if (!src || failed === src) {
    return (
      <span
        className={`${classes} member-photo--initials`}
        // Like the <img>'s width/height, this size yields to the caller's class; the letters scale with the box.
        style={{ '--photo-size': `${size}px` } as CSSProperties}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <span className="member-photo__letters">{initialsOf(name)}</span>
      </span>
    )
  }
  return (
    <img
      className={classes}
      src={src}
      // Without a srcset, sizes means nothing; with one it tells the browser the rendered width before layout.
      srcSet={srcSet}
      sizes={srcSet ? `${size}px` : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  )
}
