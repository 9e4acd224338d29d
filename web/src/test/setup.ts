import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { i18n } from '../lib/i18n'

// Lazy routes are transformed on first import; on a 2-core machine that can exceed the 1 s default.
configure({ asyncUtilTimeout: 5000 })

// jsdom does not implement scrolling; the layout scrolls on every navigation.
window.scrollTo = () => {}

beforeEach(async () => {
  window.localStorage.clear()
  await i18n.changeLanguage('en')
})

afterEach(() => {
  cleanup()
})
