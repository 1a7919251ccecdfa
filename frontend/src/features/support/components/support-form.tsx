import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sendFailureOf, submitSupport } from '../../../api/messages';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SendFailureAlert } from '../../../components/forms/send-failure-alert';
import {
  emptySupportForm,
  supportFormSchema,
  type SupportFormInput,
  type SupportFormValues,
} from '../api/support-form';

/** The server takes at most 3000 characters. */
const MESSAGE_MAX_LENGTH = 3000;

type SupportFormProps = { labelledBy: string };

/** Name, email and message; the texts for success and failure. */
export function SupportForm({ labelledBy }: SupportFormProps) {
  const { t } = useTranslation('info');
  const { control, handleSubmit, reset } = useForm<SupportFormValues, unknown, SupportFormInput>({
    resolver: zodResolver(supportFormSchema),
    defaultValues: emptySupportForm,
  });
  const send = useMutation({
    mutationFn: submitSupport,
    onSuccess: () => reset(emptySupportForm),
  });

  const onSubmit = handleSubmit((values) => send.mutate(values));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="name"
          label={t('form.name')}
          autoComplete="name"
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormTextField
          control={control}
          name="email"
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          slotProps={{ htmlInput: { maxLength: 254, autoCapitalize: 'none', spellCheck: false } }}
        />
        <FormTextField
          control={control}
          name="message"
          namespace="info"
          required
          multiline
          minRows={4}
          label={t('form.message')}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
        />
        {send.isSuccess && <Alert severity="success">{t('support.sent')}</Alert>}
        {send.isError && (
          <SendFailureAlert
            failure={sendFailureOf(send.error)}
            text={t('support.failed')}
            tooManyAttemptsText={t('form.tooManyAttempts')}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={send.isPending}
          sx={{ alignSelf: { sm: 'flex-start' }, minWidth: { sm: 200 } }}
        >
          {send.isPending ? t('support.sending') : t('support.send')}
        </Button>
      </Stack>
    </Box>
  );
}
