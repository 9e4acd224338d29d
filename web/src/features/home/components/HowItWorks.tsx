import { useTranslation } from '../../../lib/i18n'

const STEPS = ['signUp', 'connect', 'interact'] as const

export function HowItWorks() {
  const { t } = useTranslation('home')
  return (
    <section id="how-it-works" className="home-section" aria-labelledby="how-it-works-title">
      <div className="container">
        <h2 id="how-it-works-title" className="section-title">
          {t('howItWorks.title')}
        </h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step} className="steps__item card">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="steps__title">{t(`howItWorks.steps.${step}.title`)}</h3>
              <p>{t(`howItWorks.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
