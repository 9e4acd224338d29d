// React 18+ has useSyncExternalStore built in; react-i18next still imports the pre-18 shim
// (a CommonJS fallback implementation). Production builds use React's own hook directly.
export { useSyncExternalStore } from 'react'
