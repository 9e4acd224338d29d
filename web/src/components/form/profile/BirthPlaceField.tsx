import { useDeferredValue, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useBirthPlaces } from '../../../api/places'
import { useTranslation } from '../../../lib/i18n'
import { InputField } from '../Field'
import { fieldId, useErrorText } from './fieldErrors'
import type { ProfileFormValues } from './profileSchema'

type LocalizedText = { en: string; mr: string }

/** A place from the birth place list: its id (what the form sends) and its names. */
export interface ListedPlace {
  id: string
  label: LocalizedText
}

/**
 * The profile's birth place, picked from the list the horoscope is calculated from
 * (docs/horoscope.md, "The birth place field"). A picked place is sent as its id and shown by
 * name; what the member types searches the list as they type, and text matching no listed place
 * is still kept as typed (a village the list lacks), so nothing a family writes is refused.
 */
export function BirthPlaceField({
  listedPlace,
  onListedPlace,
}: {
  listedPlace: ListedPlace | undefined
  onListedPlace: (place: ListedPlace | undefined) => void
}) {
  const { t, i18n } = useTranslation('profileForm')
  const { register, setValue } = useFormContext<ProfileFormValues>()
  const error = useErrorText()
  const birthPlace = useWatch<ProfileFormValues, 'horoscope.birthPlace'>({ name: 'horoscope.birthPlace' })
  // Only what the member types now is looked up; a saved text is not searched on opening the form.
  const [typing, setTyping] = useState(false)
  const query = useDeferredValue(typing ? (birthPlace ?? '').trim() : '')
  const places = useBirthPlaces(query.length >= 2 ? query : '')
  const name = (text: LocalizedText) => (i18n.language === 'mr' && text.mr ? text.mr : text.en)
  const listed = listedPlace !== undefined && listedPlace.id === birthPlace
  const pick = (place: ListedPlace) => {
    onListedPlace(place)
    setTyping(false)
    setValue('horoscope.birthPlace', place.id, { shouldDirty: true, shouldValidate: true })
  }
  return (
    <div className="birth-place-field">
      {listed ? (
        <InputField
          key="listed"
          id={fieldId('horoscope.birthPlace')}
          label={t('fields.birthPlace')}
          optional
          autoComplete="off"
          hint={t('hints.birthPlaceListed')}
          value={name(listedPlace.label)}
          onChange={(event) => {
            onListedPlace(undefined)
            setTyping(true)
            setValue('horoscope.birthPlace', event.target.value, { shouldDirty: true })
          }}
        />
      ) : (
        <InputField
          key="typed"
          id={fieldId('horoscope.birthPlace')}
          label={t('fields.birthPlace')}
          optional
          autoComplete="off"
          maxLength={100}
          hint={t('hints.birthPlacePick')}
          error={error('horoscope.birthPlace')}
          {...register('horoscope.birthPlace', { onChange: () => setTyping(true) })}
        />
      )}
      {!listed && typing && query.length >= 2 && (
        <div className="birth-place-field__places" aria-live="polite">
          {places.isLoading && <p className="field__hint">{t('birthPlaces.loading')}</p>}
          {places.isError && (
            <p className="field__hint" role="alert">
              {t('birthPlaces.error')}
            </p>
          )}
          {places.data && places.data.places.length === 0 && <p className="field__hint">{t('birthPlaces.none')}</p>}
          {places.data && places.data.places.length > 0 && (
            <ul aria-label={t('birthPlaces.label')}>
              {places.data.places.map((place) => (
                <li key={place.id}>
                  <button type="button" className="button button--link" onClick={() => pick(place)}>
                    {name(place.label)} — {name(place.region)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
