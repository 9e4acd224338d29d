import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'

export const FAQ_ITEMS = ['free', 'verification', 'privacy', 'eligibility', 'plans', 'help'] as const
type FaqItem = (typeof FAQ_ITEMS)[number]

export function FaqAccordion() {
  const { t } = useTranslation('home')
  const [open, setOpen] = useState<ReadonlySet<FaqItem>>(() => new Set())

  const toggle = (item: FaqItem) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(item)) next.delete(item)
      else next.add(item)
      return next
    })

  return (
    <section id="faq" className="home-section home-section--tinted" aria-labelledby="faq-title">
      <div className="container container--narrow">
        <h2 id="faq-title" className="section-title">
          {t('faq.title')}
        </h2>
        <div className="faq">
          {FAQ_ITEMS.map((item) => {
            const expanded = open.has(item)
            const buttonId = `faq-question-${item}`
            const panelId = `faq-answer-${item}`
            return (
              <div key={item} className="faq__item">
                <h3 className="faq__heading">
                  <button
                    type="button"
                    id={buttonId}
                    className="faq__question"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(item)}
                  >
                    <span>{t(`faq.items.${item}.question`)}</span>
                    <span className="faq__chevron" aria-hidden="true" />
                  </button>
                </h3>
                <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__answer" hidden={!expanded}>
                  <p>{t(`faq.items.${item}.answer`)}</p>
                </div>
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
}
