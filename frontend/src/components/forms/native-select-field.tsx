import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

// The phone's own picker: large, familiar and quick on cheap phones, and readable by every
// screen reader. The label always sits above, since the empty choice has a text of its own.
export function NativeSelectField<T extends FieldValues>({
  slotProps,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <FormTextField
      {...props}
      select
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    />
  );
}
