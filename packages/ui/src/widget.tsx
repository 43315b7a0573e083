import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './widget.module.css';

export interface WidgetProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** The page the widget leads to. */
  link?: { to: string; label: string };
}

/** A small card of the in-game menu and the sidebar: a titled figure or list with a link on. */
export function Widget({ icon, title, children, link }: WidgetProps) {
  const headingId = useId();
  return (
    <section className={styles.widget} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {icon}
        {title}
      </h3>
      {children}
      {link && (
        <Link to={link.to} className={styles.link}>
          {link.label}
        </Link>
      )}
    </section>
  );
}

/** The widget's headline figure. */
export function WidgetFigure({ children }: { children: ReactNode }) {
  return <p className={styles.figure}>{children}</p>;
}

/** The widget's quieter line. */
export function WidgetText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

/** A progress bar from 0 to 1, announced as a percentage. */
export function WidgetProgress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
