const HOUR_MS = 60 * 60 * 1000

/**
 * How long ago, in whole hours: "Just now" under one, then N hours however many (docs/product.md
 * §9: notification times are whole hours; a week-old one reads "168 hours ago", as specified).
 */
export type RelativeTime = { unit: 'justNow' } | { unit: 'hours'; count: number }

export function relativeTime(createdAt: string | Date, now: Date): RelativeTime {
  const then = createdAt instanceof Date ? createdAt.getTime() : Date.parse(createdAt)
  // An unreadable date or a clock a little ahead of ours both read as "Just now".
  if (Number.isNaN(then)) return { unit: 'justNow' }
  const hours = Math.floor((now.getTime() - then) / HOUR_MS)
  if (hours < 1) return { unit: 'justNow' }
  return { unit: 'hours', count: hours }
}
