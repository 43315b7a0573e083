import type { WinItem } from '@casino/contract';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import skeleton from '@casino/ui/skeleton.module.css';
import { openDialog } from '../../../lib/dialogs';
import { storage } from '../../../lib/storage';
import { formatTimeAgo, formatUsd } from '../lib/format';
import { gameHref } from '../lib/links';
import styles from './wins-strip.module.css';

export interface WinsStripProps {
  id: string;
  title: string;
  icon?: ReactNode;
  wins: WinItem[];
  loading?: boolean;
}

/** A strip of real wins: masked nickname, game, amount and how long ago; a win opens its game. */
export function WinsStrip({ id, title, icon, wins, loading }: WinsStripProps) {
  const { t } = useTranslation('games');
  const headingId = `wins-${id}`;

  // Real play needs an account: a guest is offered the login dialog instead.
  const open = (event: MouseEvent) => {
    if (storage.get('accessToken') !== '') return;
    event.preventDefault();
    openDialog('loginMenu');
  };

  return (
    <section className={styles.strip} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {icon}
        {title}
        <span className={styles.live} aria-hidden="true" />
      </h2>
      {loading ? (
        <div className={styles.list} aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <span key={i} className={`${skeleton.shimmer} ${styles.skeleton}`} />
          ))}
        </div>
      ) : wins.length === 0 ? (
        <p className={styles.empty}>{t('wins.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {wins.map((win) => (
            <li key={win.id}>
              <Link
                to={gameHref(win.game_id, false)}
                className={styles.win}
                onClick={open}
                aria-label={t('wins.label', {
                  nickname: win.nickname,
                  amount: formatUsd(win.amount),
                  game: win.game_name,
                  time: formatTimeAgo(win.created_at),
                })}
              >
                {win.img ? (
                  <img
                    className={styles.thumb}
                    src={win.img}
                    alt=""
                    width={42}
                    height={56}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <span className={styles.body}>
                  <span className={styles.nickname}>{win.nickname}</span>
                  <span className={styles.game}>{win.game_name}</span>
                  <span className={styles.line}>
                    <span className={styles.amount}>{formatUsd(win.amount)}</span>
                    <span className={styles.time}>
                      <time dateTime={win.created_at}>{formatTimeAgo(win.created_at)}</time>
                    </span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
