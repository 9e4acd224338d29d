import { NavLink } from 'react-router-dom'
import './count-link.css'

const BADGE_MAX = 99

interface CountLinkProps {
  to: string
  /** Names the link's classes (`<block>`, `<block>__icon`, `__text`, `__badge`), which the header's styles and the tests address. */
  block: string
  className?: string
  label: string
  /** The accessible name while something is unread ("3 unread messages"). */
  unreadLabel: string
  count: number
  /** The icon's path in a 24×24 box. */
  iconPath: string
}

/**
 * A header link with an icon, its label (hidden beside the icon in narrow headers, member-nav.css)
 * and a badge counting what is unread: the messages link and the notification bell.
 */
export function CountLink({ to, block, className = '', label, unreadLabel, count, iconPath }: CountLinkProps) {
  return (
    <NavLink
      to={to}
      className={`count-link ${block} ${className}`.trim()}
      aria-label={count > 0 ? unreadLabel : label}
      // A tooltip for when the header shows only the icon (member-nav.css).
      title={label}
    >
      <svg className={`count-link__icon ${block}__icon`} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={iconPath} />
      </svg>
      <span className={`${block}__text`}>{label}</span>
      {count > 0 && (
        <span className={`count-link__badge ${block}__badge`} aria-hidden="true">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      )}
    </NavLink>
  )
}
