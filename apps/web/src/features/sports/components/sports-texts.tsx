import type { ReactNode } from 'react';
import { useSportsTexts } from '../lib/sports-texts';

/** Shows its children once the sportsbook's texts are in (fallback meanwhile, a skeleton or nothing). */
export function SportsTexts({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useSportsTexts() ? children : fallback;
}
