import type { components } from '../../../api/schema.gen'
import { useLocalized } from '../../../lib/localized'

type Option = components['schemas']['Option']

interface OptionSelectProps {
  id: string
  label: string
  anyLabel: string
  options: readonly Option[]
  value: string
  onValueChange: (value: string) => void
}

/** A select over one of the served option lists, with an "any" choice that sets no filter. */
export function OptionSelect({ id, label, anyLabel, options, value, onValueChange }: OptionSelectProps) {
  const localized = useLocalized()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__control" value={value} onChange={(event) => onValueChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {localized(option.label)}
          </option>
        ))}
      </select>
    </div>
  )
}
