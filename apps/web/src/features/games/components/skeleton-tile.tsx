import skeleton from '@casino/ui/skeleton.module.css';
import styles from './skeleton-tile.module.css';

/** A game tile's placeholder: the cover and its name line (`still` drops the shimmer). */
export function SkeletonTile({ className, still = false }: { className?: string; still?: boolean }) {
  const shimmer = [skeleton.shimmer, still && skeleton.still].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <span className={`${shimmer} ${styles.tile}`} />
      <span className={`${shimmer} ${styles.name}`} />
    </div>
  );
}
