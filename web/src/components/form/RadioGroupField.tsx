interface RadioChoice {
  value: string
  label: string
}

interface RadioGroupFieldProps {
  id: string
  name: string
  legend: string
  choices: readonly RadioChoice[]
  value: string
  required?: boolean
  error?: string | undefined
  onValueChange: (value: string) => void
}

export function RadioGroupField({ id, name, legend, choices, value, required, error, onValueChange }: RadioGroupFieldProps) {
  const errorId = error ? `${id}-error` : undefined
  return (
    <fieldset
      id={id}
      className={error ? 'field field--radios field--invalid' : 'field field--radios'}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="field__choices">
        {choices.map((choice) => {
          const choiceId = `${id}-${choice.value}`
          return (
            <div className="field__choice" key={choice.value}>
              <input
                type="radio"
                id={choiceId}
                name={name}
                value={choice.value}
                checked={value === choice.value}
                required={required}
                onChange={() => onValueChange(choice.value)}
              />
              <label htmlFor={choiceId}>{choice.label}</label>
            </div>
          )
        })}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
