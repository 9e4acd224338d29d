import type { ReactNode } from 'react'

export interface ProfileFact {
  label: string
  value: ReactNode
}

/** A titled card of label–value pairs; screen readers hear each pair together (a description list). */
export function ProfileSection({ id, title, facts, children }: { id: string; title: string; facts?: readonly ProfileFact[]; children?: ReactNode }) {
  return (
    <section className={`profile-section profile-section--${id} card`} aria-labelledby={id}>
      <h2 id={id} className="profile-section__title">
        {title}
      </h2>
      {facts && (
        <dl className="profile-facts">
          {facts.map((fact) => (
            <div key={fact.label} className="profile-facts__row">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  )
}
