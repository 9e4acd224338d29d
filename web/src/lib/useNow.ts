import { useEffect, useState } from 'react'

const MINUTE_MS = 60 * 1000

/** The current time, refreshed every minute, so relative times ("Just now", then "1 hour ago"; "10:42", then "3 Mar") stay true. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}
