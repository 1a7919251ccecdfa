import TextField from '@mui/material/TextField';
import type { ParseKeys } from 'i18next';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The server takes at most 3000 characters. */
const MESSAGE_MAX_LENGTH = 3000;

type MessageFieldProps<T extends FieldValues> = { control: Control<T>; name: Path<T> };

/** The message box. Its error is a key of the 'info' texts, which FormTextField cannot read. */
export function MessageField<T extends FieldValues>({ control, name }: MessageFieldProps<T>) {
  const { t } = useTranslation('info');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState: { error } }) => (
        <TextField
          {...field}
          inputRef={ref}
          fullWidth
          required
          multiline
          minRows={4}
          label={t('form.message')}
          error={Boolean(error)}
          helperText={error?.message ? t(error.message as ParseKeys<'info'>) : undefined}
          slotProps={{
            htmlInput: { maxLength: MESSAGE_MAX_LENGTH },
            formHelperText: error ? { role: 'alert' } : undefined,
          }}
        />
      )}
    />
  );
}
