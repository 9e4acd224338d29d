import { ContentPage, type ContentSection } from '../components/ContentPage'

export const TERMS_SECTIONS: readonly ContentSection[] = [
  { key: 'eligibility', kind: 'points' },
  { key: 'service', kind: 'body' },
  { key: 'noGuarantee', kind: 'body' },
  { key: 'conduct', kind: 'points' },
  { key: 'suspension', kind: 'points' },
  { key: 'plans', kind: 'points' },
  { key: 'grievance', kind: 'body', link: '/grievance-officer' },
  { key: 'liability', kind: 'body' },
  { key: 'changes', kind: 'body' },
  { key: 'law', kind: 'body' },
]

export function TermsRoute() {
  return <ContentPage page="terms" sections={TERMS_SECTIONS} />
}
