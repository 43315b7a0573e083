import type { Category } from '@casino/contract';
import { Link } from 'react-router';
import chips from '@casino/ui/chips.module.css';
import { SlotsIcon } from '@casino/ui/icons';
import { categoryHref } from '../lib/links';
import { categoryIcon } from './category-icon';
import styles from './category-chips.module.css';

export interface CategoryChipsProps {
  categories: Category[];
  /** The chosen category (the catalogue's filter); undefined means all. */
  current?: number;
  /** Where "All" goes. */
  allTo?: string;
  label: string;
  allLabel: string;
  /** Where a category's chip goes (the catalogue narrowed to it unless told otherwise). */
  hrefFor?: (categoryId: number) => string;
}

/** The mode's categories as a row of chips, each opening the catalogue narrowed to it. */
export function CategoryChips({
  categories,
  current,
  allTo = '/slots',
  label,
  allLabel,
  hrefFor = categoryHref,
}: CategoryChipsProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={chips.row}>
        <li>
          <Link to={allTo} className={chips.chip} aria-current={current === undefined ? 'page' : undefined}>
            <SlotsIcon size={17} />
            {allLabel}
          </Link>
        </li>
        {categories.map((category) => {
          const Icon = categoryIcon(category.slug);
          const selected = category.id === current;
          return (
            <li key={category.id}>
              <Link
                to={hrefFor(category.id)}
                className={chips.chip}
                aria-current={selected ? 'page' : undefined}
              >
                <Icon size={17} />
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
