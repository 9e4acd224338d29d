import { useTranslation } from '../../lib/i18n'

// Text links rather than icon sets: clearer for everyone and no icon bytes on every page.
const SOCIAL_PROFILES = [
  { key: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/reshimgathi' },
  { key: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/reshimgathi' },
  { key: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@reshimgathi' },
  { key: 'x', name: 'X', href: 'https://x.com/reshimgathi' },
] as const

export function SocialLinks() {
  const { t } = useTranslation('layout')
  return (
    <ul className="social-links">
      {SOCIAL_PROFILES.map(({ key, name, href }) => (
        <li key={key}>
          <a className="social-links__link" href={href} rel="noopener noreferrer" target="_blank" aria-label={t(`footer.social.${key}`)}>
            {name}
          </a>
        </li>
      ))}
    </ul>
  )
}
