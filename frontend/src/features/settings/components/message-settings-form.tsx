import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { userProfileQuery, type UserProfile } from '../../../api/user-profile';
import { TOUCH_TARGET } from '../../../app/theme/touch';
import { apiErrorText } from '../../../components/forms/api-error-text';
import { FormTextField } from '../../../components/forms/form-text-field';
import {
  messageSettingsOf,
  messageSettingsSchema,
  updateMessageSettings,
  type MessageSettings,
} from '../api/update-message-settings';

type Outcome = { saved: true } | { saved: false; detail?: string };

function AlertSwitch({
  control,
  name,
  label,
  describedBy,
}: {
  control: Control<MessageSettings>;
  name: 'smsAlerts' | 'whatsappAlerts';
  label: string;
  describedBy: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, ref, ...field } }) => (
        <FormControlLabel
          // The whole row is the target: at least 48 px tall, as a thumb needs.
          sx={{ minHeight: TOUCH_TARGET, mr: 0, alignItems: 'center' }}
          control={
            <Switch
              {...field}
              checked={value}
              onChange={(event) => onChange(event.target.checked)}
              slotProps={{ input: { ref, 'aria-describedby': describedBy } }}
            />
          }
          label={label}
        />
      )}
    />
  );
}

type MessageSettingsFormProps = { userId: string; profile: UserProfile };

/**
 * "Messages to your phone" on the Settings page: SMS and WhatsApp alerts on or off, and the quiet
 * hours in which they wait. Saved on their own, with only these four fields.
 */
export function MessageSettingsForm({ userId, profile }: MessageSettingsFormProps) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const introId = useId();
  const quietId = useId();
  const quietHintId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<MessageSettings>({
    resolver: zodResolver(messageSettingsSchema),
    defaultValues: messageSettingsOf(profile),
  });

  const [start, end] = useWatch({ control, name: ['quietHoursStart', 'quietHoursEnd'] });
  const noQuietHours = start !== '' && start === end;

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await updateMessageSettings(userId, values);
      queryClient.setQueryData(userProfileQuery(userId).queryKey, saved);
      reset(messageSettingsOf(saved));
      setOutcome({ saved: true });
    } catch (error) {
      // The server's reason helps when it refused the data (a time it does not take...).
      const refused = error instanceof ApiError && error.status < 500;
      setOutcome({ saved: false, detail: refused ? apiErrorText(error, t) : undefined });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography id={introId} sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('settings.messages.intro')}
      </Typography>
      <Stack spacing={0.5}>
        <AlertSwitch
          control={control}
          name="smsAlerts"
          label={t('settings.messages.sms')}
          describedBy={introId}
        />
        <AlertSwitch
          control={control}
          name="whatsappAlerts"
          label={t('settings.messages.whatsapp')}
          describedBy={introId}
        />
      </Stack>
      <Box role="group" aria-labelledby={quietId} aria-describedby={quietHintId} sx={{ mt: 2.5 }}>
        <Typography id={quietId} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1.5 }}>
          {t('settings.messages.quietHours')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            // Side by side where they fit (a 360 px phone too), one under the other otherwise.
            gridTemplateColumns: 'repeat(auto-fit, minmax(128px, 1fr))',
            gap: 2,
          }}
        >
          {(['quietHoursStart', 'quietHoursEnd'] as const).map((name) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              type="time"
              label={t(
                name === 'quietHoursStart'
                  ? 'settings.messages.quietStart'
                  : 'settings.messages.quietEnd',
              )}
              required
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
            />
          ))}
        </Box>
        <Typography id={quietHintId} variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('settings.messages.quietHint')}
          {noQuietHours && (
            <>
              {' '}
              <strong>{t('settings.messages.noQuietHours')}</strong>
            </>
          )}
        </Typography>
      </Box>
      <Stack spacing={2} sx={{ mt: 2.5 }}>
        {outcome?.saved === true && (
          <Alert severity="success">{t('settings.messages.saved')}</Alert>
        )}
        {outcome?.saved === false && (
          <Alert severity="error">
            {outcome.detail ? (
              <>
                <AlertTitle>{t('settings.messages.failed')}</AlertTitle>
                {outcome.detail}
              </>
            ) : (
              t('settings.messages.failed')
            )}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          sx={{ alignSelf: { sm: 'flex-start' }, minWidth: { sm: 200 } }}
        >
          {isSubmitting ? t('settings.saving') : t('settings.messages.save')}
        </Button>
      </Stack>
    </Box>
  );
}
