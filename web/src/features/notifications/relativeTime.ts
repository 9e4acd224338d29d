import { formatTimeAgo } from '../../lib/format'

const MINUTE_MS = 60 * 1000

/**
 * How long ago, in the largest whole unit (issue 26: everything under an hour read "Just now"):
 * under a minute "Just now", then minutes, hours, days, months and years, worded by the language
 * (lib/format.ts formatTimeAgo: "5 minutes ago", "yesterday", "५ मिनिटांपूर्वी").
 */
export type RelativeTime = { unit: 'justNow' } | { unit: Intl.RelativeTimeFormatUnit; count: number }

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60],
  ['month', 30 * 24 * 60],
  ['day', 24 * 60],
  ['hour', 60],
  ['minute', 1],
]

export function relativeTime(createdAt: string | Date, now: Date): RelativeTime {
  const then = createdAt instanceof Date ? createdAt.getTime() : Date.parse(createdAt)
  // An unreadable date or a clock a little ahead of ours both read as "Just now".
  if (Number.isNaN(then)) return { unit: 'justNow' }
  const minutes = Math.floor((now.getTime() - then) / MINUTE_MS)
  for (const [unit, size] of STEPS) {
    if (minutes >= size) return { unit, count: Math.floor(minutes / size) }
  }
  return { unit: 'justNow' }
}

/** The words for createdAt seen at now, justNow being the language's "Just now". */
export function timeAgoWords(createdAt: string | Date, now: Date, language: string, justNow: string): string {
  const ago = relativeTime(createdAt, now)
  return ago.unit === 'justNow' ? justNow : formatTimeAgo(ago.count, ago.unit, language)
}
