import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { indianStatesQuery, type IndianState } from '../../api/indian-states';
import type { FormTextFieldProps } from './form-text-field';
import { NativeSelectField } from './native-select-field';

type StateSelectProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'label' | 'children'> & {
  /** The saved value, kept as a choice even if the list does not have it (or has not loaded). */
  currentValue?: string;
};

const groups = [
  { kind: 'state', labelKey: 'stateSelect.states' },
  { kind: 'union_territory', labelKey: 'stateSelect.unionTerritories' },
] as const satisfies readonly { kind: IndianState['kind']; labelKey: string }[];

/** States and union territories from GET /api/states, in two groups. */
export function StateSelect<T extends FieldValues>({
  currentValue,
  ...props
}: StateSelectProps<T>) {
  const { t } = useTranslation('accounts');
  const states = useQuery(indianStatesQuery);
  const list = states.data ?? [];
  const unknownCurrent = currentValue && !list.some((state) => state.name === currentValue);

  return (
    <Stack spacing={1}>
      <NativeSelectField {...props} label={t('fields.state')} disabled={states.isPending}>
        <option value="">
          {states.isPending ? t('stateSelect.loading') : t('stateSelect.placeholder')}
        </option>
        {unknownCurrent && <option value={currentValue}>{currentValue}</option>}
        {groups.map(({ kind, labelKey }) => (
          <optgroup key={kind} label={t(labelKey)}>
            {list
              .filter((state) => state.kind === kind)
              .map((state) => (
                <option key={state._id} value={state.name}>
                  {state.label}
                </option>
              ))}
          </optgroup>
        ))}
      </NativeSelectField>
      {states.isError && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="alert">
          <Typography variant="body2" color="error">
            {t('stateSelect.failed')}
          </Typography>
          <Button size="small" onClick={() => void states.refetch()}>
            {t('actions.retry')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
