import { ContentPage, type ContentSection } from '../components/ContentPage'

export const PRIVACY_SECTIONS: readonly ContentSection[] = [
  { key: 'collect', kind: 'points' },
  { key: 'consent', kind: 'body' },
  { key: 'why', kind: 'points' },
  { key: 'contactDetails', kind: 'body' },
  { key: 'photos', kind: 'body' },
  { key: 'sharing', kind: 'points' },
  { key: 'retention', kind: 'points' },
  { key: 'rights', kind: 'points' },
  { key: 'duties', kind: 'body' },
  { key: 'security', kind: 'body' },
  { key: 'children', kind: 'body' },
  { key: 'contact', kind: 'body', link: '/grievance-officer' },
]

export function PrivacyRoute() {
  return <ContentPage page="privacy" sections={PRIVACY_SECTIONS} />
}
