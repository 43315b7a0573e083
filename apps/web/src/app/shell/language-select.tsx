import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '@casino/ui/icons';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { LANGUAGES, type Language } from '../../locales/resources';
import styles from './language-select.module.css';

/** The language menu: the choice is kept, sets the page language and is sent as Accept-Language. */
export function LanguageSelect() {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const language = currentLanguage();

  useEffect(() => {
    if (!open) return;
    items.current[LANGUAGES.indexOf(language)]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, language]);

  const choose = (next: Language) => {
    setOpen(false);
    trigger.current?.focus();
    if (next === language) return;
    // Server texts (countries, errors, content) come translated: ask again in the new language.
    void setLanguage(next).then(() => queryClient.invalidateQueries());
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const at = items.current.findIndex((el) => el === document.activeElement);
    const move = (to: number) => items.current[(to + LANGUAGES.length) % LANGUAGES.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(LANGUAGES.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') trigger.current?.focus();
      else return;
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // The name carries the visible code too: a name must contain what is seen (not in brackets).
        aria-label={`${t('header.language')}: ${t(`languages.${language}`)}, ${language.toUpperCase()}`}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <GlobeIcon size={18} />
        <span className={styles.code}>{language.toUpperCase()}</span>
        <ChevronDownIcon size={14} className={styles.chevron} />
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('header.language')}
          className={styles.menu}
          onKeyDown={onMenuKey}
        >
          {LANGUAGES.map((lang, index) => (
            <li role="none" key={lang}>
              <button
                ref={(el) => {
                  items.current[index] = el;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={lang === language}
                lang={lang}
                tabIndex={lang === language ? 0 : -1}
                className={styles.item}
                onClick={() => choose(lang)}
              >
                <span className={styles.badge} aria-hidden="true">
                  {lang.toUpperCase()}
                </span>
                <span className={styles.name}>{t(`languages.${lang}`)}</span>
                {lang === language ? <CheckIcon size={16} className={styles.check} /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
