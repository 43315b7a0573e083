import { useLocation } from 'react-router';

/** The category of /slots?categories= being shown, if any (the menus mark it as current). */
export function useCurrentCategory(): string | null {
  const location = useLocation();
  if (location.pathname !== '/slots') return null;
  return new URLSearchParams(location.search).get('categories');
}
