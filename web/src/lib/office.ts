/** Office contact points shown in the footer and on /contact; the texts around them are translated. */
export const OFFICE_PHONES = [
  { display: '+91 20 4000 1234', href: 'tel:+912040001234' },
  { display: '+91 98220 12345', href: 'tel:+919822012345' },
] as const

export const OFFICE_EMAIL = 'care@reshimgathi.in'

// A plain link instead of an embedded map: no third-party frame, nothing blocked by the CSP.
export const OFFICE_MAP_URL =
  'https://www.openstreetmap.org/search?query=' +
  encodeURIComponent('Shivaji Nagar, Pune 411005, Maharashtra, India')
