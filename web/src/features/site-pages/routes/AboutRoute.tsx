import { ContentPage, type ContentSection } from '../components/ContentPage'

const SECTIONS: readonly ContentSection[] = [
  { key: 'story', kind: 'body' },
  { key: 'mission', kind: 'body' },
  { key: 'values', kind: 'points' },
]

export function AboutRoute() {
  return <ContentPage page="about" sections={SECTIONS} />
}
