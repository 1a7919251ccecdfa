import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ParseKeys } from 'i18next';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'defaultValue'
> & {
  control: Control<T>;
  name: Path<T>;
  /** Shown under the field while it has no error. */
  hint?: string;
  /** The texts namespace holding the validation error keys (default 'accounts'). */
  namespace?: 'accounts' | 'market' | 'info' | 'resources';
};

/**
 * A MUI text field bound to react-hook-form. Its error (a key of the form's texts namespace)
 * replaces the hint, is linked to the input and is announced when it appears.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  hint,
  slotProps,
  namespace = 'accounts',
  ...props
}: FormTextFieldProps<T>) {
  const { t } = useTranslation(namespace);
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
          helperText={error?.message ? t(error.message as ParseKeys<typeof namespace>) : hint}
          slotProps={{
            ...slotProps,
            formHelperText: error ? { role: 'alert' } : undefined,
          }}
        />
      )}
    />
  );
}
