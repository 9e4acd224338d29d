import { lazy, Suspense, useState } from 'react'
import type { components } from '../../../api/schema.gen'
import { isProblem } from '../../../api/problem'
import { checkRules } from '../../../components/form/checkRules'
import { InputField } from '../../../components/form/Field'
import type { HoroscopeValues } from '../../../components/form/profile/FamilyProfileFields'
import type { ProfileOptions } from '../../../components/form/profile/useProfileOptions'
import { useAppForm } from '../../../components/form/useAppForm'
import { useTranslation } from '../../../lib/i18n'
import { useLocalized } from '../../../lib/localized'
import { useBirthPlaces, useCalculateHoroscope } from '../api/horoscope'

type BirthPlace = components['schemas']['BirthPlace']
type Reading = components['schemas']['HoroscopeReading']
type MoonReading = components['schemas']['MoonReading']

// Fetched with the first result that has grahas: the edit and registration screens load without it.
const KundaliChart = lazy(() => import('../../../components/horoscope/KundaliChart').then((module) => ({ default: module.KundaliChart })))

interface CalculatorValues {
  time: string
  unknownTime: boolean
}

const RULES = checkRules<CalculatorValues>((values) => ({
  time: values.unknownTime || /^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(values.time) ? undefined : 'horoscope.timeRequired',
}))

interface HoroscopeCalculatorProps {
  options: ProfileOptions
  dob: string
  birthTime: string
  apply: (values: HoroscopeValues) => void
}

/**
 * "Calculate from my birth details" (docs/horoscope.md): the birth date from the profile, a time
 * (or "I don't know my birth time") and a place from the list; the server computes the horoscope
 * and the member confirms before anything fills the form. Near a boundary, or without a time, the
 * member chooses the reading their kundali shows.
 */
export function HoroscopeCalculator({ options, dob, birthTime, apply }: HoroscopeCalculatorProps) {
  const { t } = useTranslation('editProfile')
  const [open, setOpen] = useState(false)
  if (!open) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('horoscope.open')}
      </button>
    )
  }
  return <CalculatorPanel options={options} dob={dob} birthTime={birthTime} apply={apply} onClose={() => setOpen(false)} />
}

function CalculatorPanel({ options, dob, birthTime, apply, onClose }: HoroscopeCalculatorProps & { onClose: () => void }) {
  const { t } = useTranslation('editProfile')
  const localized = useLocalized()
  const form = useAppForm<CalculatorValues>(RULES, { time: birthTime, unknownTime: false }, { namespace: 'editProfile' })
  const unknownTime = form.watch('unknownTime')
  const [query, setQuery] = useState('')
  const [place, setPlace] = useState<BirthPlace | null>(null)
  const [placeError, setPlaceError] = useState<string>()
  const [clock, setClock] = useState<'standard' | 'bombay'>('standard')
  const places = useBirthPlaces(place ? '' : query)
  const calculate = useCalculateHoroscope()
  const label = (list: 'rashis' | 'nakshatras' | 'manglik', value: string | undefined) =>
    options.choices(list).find((choice) => choice.value === value)?.label ?? value ?? ''
  const moonText = (m: MoonReading) =>
    `${label('nakshatras', m.nakshatra)}${m.charan ? ` ${t('horoscope.charanN', { charan: m.charan })}` : ''}, ${label('rashis', m.rashi)}`

  // Bombay Time (+4:51) was Mumbai's clock up to 1955 (docs/horoscope.md): offered only there and then.
  const bornBefore1956 = /^\d{4}/.test(dob) && Number(dob.slice(0, 4)) <= 1955
  const offerBombayTime = bornBefore1956 && !unknownTime && (place?.district === 'mumbai-city' || place?.district === 'mumbai-suburban')

  const onCalculate = form.handleSubmit((values) => {
    if (!place) {
      setPlaceError(t('horoscope.placeRequired'))
      return
    }
    calculate.mutate({
      body: { dob, birthPlace: place.id, ...(values.unknownTime ? {} : { birthTime: values.time, ...(offerBombayTime ? { clock } : {}) }) },
    })
  })

  const error = calculate.error
  return (
    <section className="horoscope-calculator" aria-labelledby="horoscope-calculator-title">
      <h3 id="horoscope-calculator-title" className="horoscope-calculator__title">
        {t('horoscope.title')}
      </h3>
      {!dob ? (
        <p className="field__hint">{t('horoscope.needDob')}</p>
      ) : (
        <>
          <p className="field__hint">{t('horoscope.dob', { dob })}</p>
          <InputField
            id="horoscope-calc-time"
            type="time"
            label={t('horoscope.time')}
            hint={bornBefore1956 ? t('horoscope.before1956') : t('horoscope.timeHint')}
            disabled={unknownTime}
            error={form.errorOf('time')}
            {...form.register('time')}
          />
          <label className="checkbox">
            <input type="checkbox" {...form.register('unknownTime')} /> {t('horoscope.unknownTime')}
          </label>
          <InputField
            id="horoscope-calc-place"
            label={t('horoscope.place')}
            hint={t('horoscope.placeHint')}
            autoComplete="off"
            maxLength={60}
            value={place ? localized(place.label) : query}
            error={placeError}
            onChange={(event) => {
              setPlace(null)
              setPlaceError(undefined)
              setQuery(event.target.value)
            }}
          />
          {!place && query.trim() !== '' && (
            <div className="horoscope-calculator__places" aria-live="polite">
              {places.isLoading && <p>{t('horoscope.placesLoading')}</p>}
              {places.isError && <p role="alert">{t('horoscope.placesError')}</p>}
              {places.data && places.data.places.length === 0 && <p>{t('horoscope.noPlaces')}</p>}
              {places.data && places.data.places.length > 0 && (
                <ul aria-label={t('horoscope.placesLabel')}>
                  {places.data.places.map((candidate) => (
                    <li key={candidate.id}>
                      <button type="button" className="button button--link" onClick={() => setPlace(candidate)}>
                        {localized(candidate.label)} — {localized(candidate.region)}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {place?.approximate && <p className="field__hint">{t('horoscope.approximate', { district: localized(place.region) })}</p>}
          {offerBombayTime && (
            <fieldset className="horoscope-calculator__clock">
              <legend>{t('horoscope.clock')}</legend>
              {(['bombay', 'standard'] as const).map((value) => (
                <label key={value} className="radio">
                  <input type="radio" name="horoscope-calc-clock" checked={clock === value} onChange={() => setClock(value)} />{' '}
                  {t(value === 'bombay' ? 'horoscope.clockBombay' : 'horoscope.clockStandard')}
                </label>
              ))}
            </fieldset>
          )}
          <div className="horoscope-calculator__actions">
            <button type="button" className="button button--primary" disabled={calculate.isPending} onClick={() => void onCalculate()}>
              {calculate.isPending ? t('horoscope.calculating') : t('horoscope.calculate')}
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('horoscope.close')}
            </button>
          </div>
          {error && (
            <p role="alert" className="field__error">
              {isProblem(error) && error.status < 500 && error.message ? error.message : t('horoscope.failure')}
            </p>
          )}
          {calculate.data && <ReadingView reading={calculate.data} moonText={moonText} label={label} apply={apply} />}
        </>
      )}
    </section>
  )
}

interface ReadingViewProps {
  reading: Reading
  moonText: (m: MoonReading) => string
  label: (list: 'rashis' | 'nakshatras' | 'manglik', value: string | undefined) => string
  apply: (values: HoroscopeValues) => void
}

/** The local clock time of an instant the server wrote with the place's offset; the next midnight is 24:00. */
function clock(instant: string, dayStart: string): string {
  const time = instant.slice(11, 16)
  return time === '00:00' && instant.slice(0, 10) !== dayStart.slice(0, 10) ? '24:00' : time
}

function moonValues(m: MoonReading): HoroscopeValues {
  return { nakshatra: m.nakshatra, rashi: m.rashi, charan: m.charan ? String(m.charan) : '' }
}

function ReadingView({ reading, moonText, label, apply }: ReadingViewProps) {
  const { t } = useTranslation('editProfile')
  const [applied, setApplied] = useState(false)
  const use = (values: HoroscopeValues) => {
    // The place and time calculated from go with the values, so the server can check them (docs/horoscope.md).
    const birthTime = reading.chart ? reading.chart.birth.slice(11, 16) : ''
    apply({ ...values, birthTime, birthPlace: reading.place.id, birthPlaceLabel: reading.place.label })
    setApplied(true)
  }
  if (reading.chart) {
    const c = reading.chart
    const moonNear = c.nearBoundaries.find((n) => n.body === 'moon' && n.moon)
    const lagnaNear = c.nearBoundaries.find((n) => n.body === 'lagna' && n.lagna)
    const manglikChoices = [c.manglik, ...c.manglikAlternatives.filter((m) => m !== c.manglik)]
    return (
      <div className="horoscope-calculator__result" aria-live="polite">
        <dl>
          <dt>{t('horoscope.nakshatra')}</dt>
          <dd>{moonText(c.moon)}</dd>
          <dt>{t('horoscope.lagna')}</dt>
          <dd>{label('rashis', c.lagna)}</dd>
          <dt>{t('horoscope.manglik')}</dt>
          <dd>
            {label('manglik', c.manglik)} ({t('horoscope.marsHouses', { lagna: c.marsHouseFromLagna, moon: c.marsHouseFromMoon })})
          </dd>
        </dl>
        {moonNear?.moon && (
          <p className="horoscope-calculator__near">
            {t('horoscope.nearMoon', { from: moonText(c.moon), to: moonText(moonNear.moon) })}{' '}
            <button type="button" className="button button--link" onClick={() => use({ ...moonValues(moonNear.moon!), manglik: c.manglik })}>
              {t('horoscope.useOther', { reading: moonText(moonNear.moon) })}
            </button>
          </p>
        )}
        {lagnaNear?.lagna && (
          <p className="horoscope-calculator__near">
            {t('horoscope.nearLagna', { from: label('rashis', c.lagna), to: label('rashis', lagnaNear.lagna) })}
          </p>
        )}
        {manglikChoices.length > 1 && (
          <p className="horoscope-calculator__near">
            {t('horoscope.manglikMayBe', { statuses: manglikChoices.map((m) => label('manglik', m)).join(' / ') })}
          </p>
        )}
        <button type="button" className="button button--primary" onClick={() => use({ ...moonValues(c.moon), manglik: c.manglik })}>
          {t('horoscope.use')}
        </button>
        {applied && <p role="status">{t('horoscope.applied')}</p>}
        {/* After the values and their button, so the chart does not push them down on a phone; absent from an older server. */}
        {c.grahas && c.grahas.length > 0 && (
          <Suspense fallback={null}>
            <KundaliChart kundali={{ lagna: c.lagna, grahas: c.grahas }} />
          </Suspense>
        )}
      </div>
    )
  }
  const spans = reading.day?.spans ?? []
  return (
    <div className="horoscope-calculator__result" aria-live="polite">
      <p>{spans.length === 1 ? t('horoscope.dayKnown') : t('horoscope.dayChoose')}</p>
      <ul>
        {spans.map((span) => (
          <li key={span.from}>
            <button type="button" className="button button--link" onClick={() => use(moonValues(span.moon))}>
              {t('horoscope.span', { reading: moonText(span.moon), from: clock(span.from, span.from), to: clock(span.to, span.from) })}
            </button>
          </li>
        ))}
      </ul>
      <p className="field__hint">{t('horoscope.noLagna')}</p>
      {applied && <p role="status">{t('horoscope.applied')}</p>}
    </div>
  )
}
