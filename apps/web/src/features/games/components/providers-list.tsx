import type { Provider } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProvidersIcon, SearchIcon } from '@casino/ui/icons';
import { TextField } from '@casino/ui/text-field';
import { useProviders } from '../api/get-providers';
import { providerHref } from '../lib/links';
import styles from './providers-list.module.css';

/** Providers whose name contains the filter, ignoring case (the spec's providers dialog). */
export function filterProviders(providers: Provider[], filter: string): Provider[] {
  const needle = filter.trim().toLocaleLowerCase();
  if (!needle) return providers;
  return providers.filter((provider) => provider.name.toLocaleLowerCase().includes(needle));
}

function ProviderLogo({ provider }: { provider: Provider }) {
  const [broken, setBroken] = useState(false);
  if (!provider.logo || broken) {
    return (
      <span className={styles.logo} aria-hidden="true">
        {provider.name.slice(0, 2)}
      </span>
    );
  }
  return (
    <img
      className={styles.logo}
      src={provider.logo}
      alt=""
      width={44}
      height={44}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

/** The providers dialog's body: a name filter and one row per provider (logo, name, games). */
export function ProvidersList({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation('games');
  const [filter, setFilter] = useState('');
  const providers = useProviders();
  const shown = filterProviders(providers.data ?? [], filter);

  return (
    <div className={styles.providers}>
      <div className={styles.box}>
        <SearchIcon size={18} className={styles.icon} />
        <TextField
          label={t('providers.filter')}
          hideLabel
          type="search"
          placeholder={t('providers.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          autoComplete="off"
          className={styles.field}
        />
      </div>
      {providers.isPending ? (
        <p className={styles.status} role="status">
          {t('providers.loading')}
        </p>
      ) : providers.isError ? (
        <p className={styles.status} role="alert">
          {t('providers.failed')}
        </p>
      ) : shown.length === 0 ? (
        <div className={styles.empty} role="status">
          <span className={styles.emptyIcon} aria-hidden="true">
            <ProvidersIcon size={28} />
          </span>
          <p className={styles.emptyText}>{t('providers.empty')}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('providers.listLabel')}>
          {shown.map((provider) => (
            <li key={provider.id}>
              <Link to={providerHref(provider.id)} className={styles.row} onClick={onPick}>
                <ProviderLogo provider={provider} />
                <span className={styles.name}>{provider.name}</span>
                <span className={styles.count}>{t('providers.games', { count: provider.slots_count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
