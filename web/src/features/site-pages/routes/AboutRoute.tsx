import { ContentPage, type ContentSection } from '../components/ContentPage'

export const ABOUT_SECTIONS: readonly ContentSection[] = [
  { key: 'story', kind: 'body' },
  { key: 'mission', kind: 'body' },
  { key: 'values', kind: 'points' },
]

export function AboutRoute() {
  return <ContentPage page="about" sections={ABOUT_SECTIONS} />
}
