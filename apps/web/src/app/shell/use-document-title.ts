import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page ("VIP Club · Royal Flush Casino"), in the reader's language. */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation('shell');
  const brand = t('brand');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}
