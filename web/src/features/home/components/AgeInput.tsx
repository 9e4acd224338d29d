interface AgeInputProps {
  id: string
  label: string
  value: string
  min: number
  max: number
  error?: string | undefined
  onValueChange: (value: string) => void
}

export function AgeInput({ id, label, value, min, max, error, onValueChange }: AgeInputProps) {
  const errorId = `${id}-error`
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__control"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}
