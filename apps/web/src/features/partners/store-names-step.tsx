'use client';

import { useT } from '@/features/i18n/i18n-provider';
import { TextField } from '@/features/ui/form/text-field';
import type { FieldBinding } from '@/features/ui/form/use-field-binding';
import { STORE_LANGUAGES, type StoreField, storeTextField } from './store-registration-values';

/** Step 1: the store's name and address in English (required), Spanish and French. */
export function StoreNamesStep({ field }: { field: (name: StoreField) => FieldBinding }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">{t('storeReg.languagesHint')}</p>
      {STORE_LANGUAGES.map((language) => {
        const languageName = t(`storeReg.language.${language}`);
        return (
          <fieldset
            key={language}
            className="grid gap-4 rounded-xl border border-line p-3 sm:grid-cols-2 sm:p-4"
          >
            <legend className="px-1 text-sm font-semibold">{languageName}</legend>
            <TextField
              {...field(storeTextField('store_name', language))}
              label={t('storeReg.storeName', { language: languageName })}
              lang={language}
              autoComplete={language === 'en' ? 'organization' : 'off'}
              required={language === 'en'}
            />
            <TextField
              {...field(storeTextField('address', language))}
              label={t('storeReg.address', { language: languageName })}
              lang={language}
              autoComplete={language === 'en' ? 'street-address' : 'off'}
              required={language === 'en'}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
