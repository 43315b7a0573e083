import type { ReactNode } from 'react';
import { useSports } from '../api/get-sports';
import { BetSlipDock } from './bet-slip-dock';
import { SportMenu, type SportFilter } from './sport-menu';
import styles from './sports-layout.module.css';

export interface SportsLayoutProps {
  /** The sport or competition being shown (the menu marks it). */
  filter: SportFilter;
  children: ReactNode;
  /** After bets were placed (the app refreshes the balance). */
  onBetPlaced?: () => void;
}

/** The book's frame: the sport menu on a laptop, the page, and the bet slip beside it or in a sheet. */
export function SportsLayout({ filter, children, onBetPlaced }: SportsLayoutProps) {
  const sports = useSports();
  return (
    <div className={styles.book}>
      <aside className={styles.menuColumn}>
        {sports.data ? (
          <SportMenu sports={sports.data} filter={filter} />
        ) : (
          <div className={styles.menuSkeleton} />
        )}
      </aside>
      <div className={styles.content}>{children}</div>
      <BetSlipDock onBetPlaced={onBetPlaced} />
    </div>
  );
}
