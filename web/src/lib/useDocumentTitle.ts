import { useEffect } from 'react'
import { useTranslation } from './i18n'

/** Screen readers announce the title on navigation, so every route names itself. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation()
  const brand = t('brand', { ns: 'common' })
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand
  }, [title, brand])
}
