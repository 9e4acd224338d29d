/** The two interlaced rings of the logo: the "silk knot" the name refers to. */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" className="brand-mark__tile" />
      <circle cx="19" cy="24" r="9.5" className="brand-mark__ring" />
      <circle cx="29" cy="24" r="9.5" className="brand-mark__ring brand-mark__ring--gold" />
    </svg>
  )
}
