import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { interfaceLanguageFor, profileLanguages } from '../../i18n/profile-language';
import type { FormTextFieldProps } from './form-text-field';
import { NativeSelectField } from './native-select-field';

/** English, हिन्दी or ગુજરાતી: each named in its own script, as its readers look for it. */
export function LanguageSelect<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'label' | 'children'>,
) {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  return (
    <NativeSelectField {...props} label={t('fields.language')}>
      <option value="">{t('languageSelect.placeholder')}</option>
      {profileLanguages.map((language) => {
        return (
          <option key={language} value={language}>
            {tCommon(`language.names.${interfaceLanguageFor(language)}`)}
          </option>
        );
      })}
    </NativeSelectField>
  );
}
