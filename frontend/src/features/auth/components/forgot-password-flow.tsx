import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { paths } from '../../../app/paths';
import {
  apiErrorText,
  isTooManyAttempts,
  passwordPolicyCodes,
} from '../../../components/forms/api-error-text';
import { FormTextField } from '../../../components/forms/form-text-field';
import { PasswordField } from '../../../components/forms/password-field';
import { resetPassword, resetPasswordInputSchema } from '../api/reset-password';
import { sendOtp, sendOtpInputSchema } from '../api/send-otp';
import type { LoginPageState } from '../login-page-state';
import { standaloneLink } from '../../../components/ui/touch-target';

/** After a successful reset the login page opens 2 seconds later. */
export const REDIRECT_AFTER_RESET_MS = 2000;

type Note = { severity: 'success' | 'error'; text: string };

function sendFailureText(error: unknown, t: TFunction<'accounts'>): string {
  return isTooManyAttempts(error)
    ? t('serverErrors.tooManyAttempts')
    : t('forgotPassword.sendFailed');
}

// Any failure says 'Invalid OTP or error updating password.', unless the server refused the
// new password itself or asked to wait: then its reason is the useful part.
function resetFailureText(error: unknown, t: TFunction<'accounts'>): string {
  const saysWhy =
    isTooManyAttempts(error) ||
    (error instanceof ApiError && error.code !== undefined && passwordPolicyCodes.has(error.code));
  return (saysWhy && apiErrorText(error, t)) || t('forgotPassword.resetFailed');
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('accounts');
  const [note, setNote] = useState<Note | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(sendOtpInputSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setNote(null);
    try {
      await sendOtp(values);
      onSent(values.email);
    } catch (error) {
      setNote({ severity: 'error', text: sendFailureText(error, t) });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        <Typography>{t('forgotPassword.emailIntro')}</Typography>
        {note && <Alert severity={note.severity}>{note.text}</Alert>}
        <FormTextField
          control={control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? t('forgotPassword.sending') : t('forgotPassword.sendOtp')}
        </Button>
      </Stack>
    </Box>
  );
}

function ResetStep({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  // Until the reset is tried, the note confirms that the code went out.
  const [note, setNote] = useState<Note | null>(null);
  const shown: Note = note ?? { severity: 'success', text: t('forgotPassword.sent') };
  const [done, setDone] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { otp: '', newPassword: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!done) return;
    const state: LoginPageState = { passwordReset: true };
    const timer = window.setTimeout(
      () => void navigate(paths.auth.login, { state }),
      REDIRECT_AFTER_RESET_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword(email, values);
      setNote({ severity: 'success', text: t('forgotPassword.resetDone') });
      setDone(true);
    } catch (error) {
      setNote({ severity: 'error', text: resetFailureText(error, t) });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        <Alert severity={shown.severity}>{shown.text}</Alert>
        <Typography>{t('forgotPassword.codeIntro', { email })}</Typography>
        <FormTextField
          control={control}
          name="otp"
          label={t('fields.otp')}
          hint={t('hints.otp')}
          autoComplete="one-time-code"
          autoFocus
          required
          disabled={done}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <PasswordField
          control={control}
          name="newPassword"
          label={t('fields.newPassword')}
          hint={t('hints.password')}
          autoComplete="new-password"
          required
          disabled={done}
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          disabled={done}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting || done}>
          {isSubmitting ? t('forgotPassword.resetting') : t('forgotPassword.reset')}
        </Button>
        <Button onClick={onChangeEmail} disabled={isSubmitting || done}>
          {t('forgotPassword.changeEmail')}
        </Button>
      </Stack>
    </Box>
  );
}

export function ForgotPasswordFlow() {
  const { t } = useTranslation('accounts');
  const [email, setEmail] = useState<string | null>(null);

  return (
    <>
      {email === null ? (
        <EmailStep onSent={setEmail} />
      ) : (
        <ResetStep email={email} onChangeEmail={() => setEmail(null)} />
      )}
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <Link
          component={RouterLink}
          to={paths.auth.login}
          sx={{ fontWeight: 700, ...standaloneLink }}
        >
          {t('forgotPassword.backToLogin')}
        </Link>
      </Typography>
    </>
  );
}
