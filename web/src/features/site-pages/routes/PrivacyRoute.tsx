import { ContentPage, type ContentSection } from '../components/ContentPage'

const SECTIONS: readonly ContentSection[] = [
  { key: 'collect', kind: 'points' },
  { key: 'why', kind: 'points' },
  { key: 'contactDetails', kind: 'body' },
  { key: 'photos', kind: 'body' },
  { key: 'rights', kind: 'points' },
  { key: 'contact', kind: 'body' },
]

export function PrivacyRoute() {
  return <ContentPage page="privacy" sections={SECTIONS} />
}
