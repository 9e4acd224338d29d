const HOUR_MS = 60 * 60 * 1000
const HOURS_PER_DAY = 24

/** How long ago, in whole hours under a day and whole days after (spec §9: whole hours, "Just now" under one). */
export type RelativeTime = { unit: 'justNow' } | { unit: 'hours'; count: number } | { unit: 'days'; count: number }

export function relativeTime(createdAt: string | Date, now: Date): RelativeTime {
  const then = createdAt instanceof Date ? createdAt.getTime() : Date.parse(createdAt)
  // An unreadable date or a clock a little ahead of ours both read as "Just now".
  if (Number.isNaN(then)) return { unit: 'justNow' }
  const hours = Math.floor((now.getTime() - then) / HOUR_MS)
  if (hours < 1) return { unit: 'justNow' }
  if (hours < HOURS_PER_DAY) return { unit: 'hours', count: hours }
  return { unit: 'days', count: Math.floor(hours / HOURS_PER_DAY) }
}
