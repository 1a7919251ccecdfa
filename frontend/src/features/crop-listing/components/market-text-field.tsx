import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ParseKeys } from 'i18next';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type MarketTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'defaultValue'
> & {
  control: Control<T>;
  name: Path<T>;
  hint?: string;
};

/** A text field bound to react-hook-form whose error is a key of the 'market' texts. */
export function MarketTextField<T extends FieldValues>({
  control,
  name,
  hint,
  slotProps,
  ...props
}: MarketTextFieldProps<T>) {
  const { t } = useTranslation('market');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState: { error } }) => (
        <TextField
          fullWidth
          {...props}
          {...field}
          inputRef={ref}
          error={Boolean(error)}
          helperText={error?.message ? t(error.message as ParseKeys<'market'>) : hint}
          slotProps={{ ...slotProps, formHelperText: error ? { role: 'alert' } : undefined }}
        />
      )}
    />
  );
}
