import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sendFailureOf, submitContact } from '../../../api/messages';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SendFailureAlert } from '../../../components/forms/send-failure-alert';
import {
  contactFormSchema,
  contactMessageOf,
  emptyContactForm,
  type ContactFormInput,
  type ContactFormValues,
} from '../api/contact-form';

/** The server takes at most 3000 characters. */
const MESSAGE_MAX_LENGTH = 3000;

type ContactFormProps = { labelledBy: string };

/**
 * Idle, submitting ('Submitting...', disabled), sent ('Successfully Sent!'). Where the older
 * app only logged a failure, the sender is told, and what they typed stays.
 */
export function ContactForm({ labelledBy }: ContactFormProps) {
  const { t } = useTranslation('info');
  const { control, handleSubmit, reset } = useForm<ContactFormValues, unknown, ContactFormInput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
  });
  const send = useMutation({
    mutationFn: (input: ContactFormInput) => submitContact(contactMessageOf(input)),
    onSuccess: () => reset(emptyContactForm),
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
          name="mobile"
          label={t('form.mobile')}
          type="tel"
          autoComplete="tel"
          required
          slotProps={{ htmlInput: { maxLength: 20 } }}
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
          name="address"
          label={t('form.address')}
          autoComplete="street-address"
          multiline
          minRows={2}
          required
          slotProps={{ htmlInput: { maxLength: 300 } }}
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
        {send.isSuccess && <Alert severity="success">{t('contact.sent')}</Alert>}
        {send.isError && (
          <SendFailureAlert
            failure={sendFailureOf(send.error)}
            text={t('contact.failed')}
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
          {send.isPending ? t('contact.submitting') : t('contact.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
