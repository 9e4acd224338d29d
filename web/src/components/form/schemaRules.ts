import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import * as z from 'zod/mini'
import { checkField, type FieldRules } from '../../lib/validation'

/*
 * A form's rules as a zod/mini schema, for useAppForm (./useAppForm.ts). Zod costs about 20 KB
 * gzipped, so the two pages a member lands on most (the home page's quick search, the search
 * page's filters and saved searches) use ./checkRules.ts instead and keep it off their first
 * load; every other form loads it with its own route.
 */

export function schemaRules<T extends FieldValues>(schema: z.ZodMiniType<T, T>): Resolver<T> {
  return zodResolver(schema as never) as unknown as Resolver<T>
}

/**
 * A schema's rules, then a check of the whole form for what the schema cannot say (the admin's
 * add-member form: partner ages in order, a subscribe choice): `more` gets the values and the
 * errors found so far and answers the errors to show.
 */
export function schemaRulesAnd<T extends FieldValues>(
  schema: z.ZodMiniType<T, T>,
  more: (values: T, errors: FieldErrors<T>) => FieldErrors<T>,
): Resolver<T> {
  const rules = schemaRules(schema)
  return async (values, context, options) => {
    const result = await rules(values, context, options)
    const errors = more(values, { ...result.errors } as FieldErrors<T>)
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result
  }
}

/** A text field's rules (lib/validation.ts) as a schema: the first rule broken is the message. */
export function textRule(rules: FieldRules) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const message = checkField(value, rules)
      if (!message) return
      const text = message.params ? `${message.key}:${message.params.count}` : message.key
      ctx.addIssue({ code: 'custom', message: text, input: value })
    }),
  )
}
