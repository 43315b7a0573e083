import { Button, type ButtonProps } from '@casino/ui/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies a text to the clipboard and says so for two seconds. */
export function CopyButton({ text, label, ...rest }: { text: string; label?: string } & ButtonProps) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="secondary"
      size="small"
      {...rest}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      {copied ? t('actions.copied') : (label ?? t('actions.copy'))}
    </Button>
  );
}
