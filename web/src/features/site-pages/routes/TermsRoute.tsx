import { ContentPage, type ContentSection } from '../components/ContentPage'

const SECTIONS: readonly ContentSection[] = [
  { key: 'eligibility', kind: 'points' },
  { key: 'noGuarantee', kind: 'body' },
  { key: 'conduct', kind: 'points' },
  { key: 'plans', kind: 'points' },
  { key: 'law', kind: 'body' },
]

export function TermsRoute() {
  return <ContentPage page="terms" sections={SECTIONS} />
}
