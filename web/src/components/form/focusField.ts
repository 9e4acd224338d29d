/** Moves focus to a field (or the first choice of a radio group) so keyboard users land on the problem. */
export function focusField(id: string): void {
  const element = document.getElementById(id)
  if (!element) return
  const target = element instanceof HTMLFieldSetElement ? element.querySelector('input') : element
  target?.focus()
}
