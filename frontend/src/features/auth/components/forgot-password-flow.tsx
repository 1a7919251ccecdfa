import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
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
import {
  sendOtp,
  sendOtpByEmailSchema,
  sendOtpByMobileSchema,
  type OtpChannel,
  type OtpRecipient,
} from '../api/send-otp';
import type { LoginPageState } from '../login-page-state';
import { standaloneLink } from '../../../components/ui/touch-target';
import { TOUCH_TARGET } from '../../../app/theme/touch';

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

type StepProps = { onSent: (to: OtpRecipient) => void };

/** What both first steps do: send the code, then go on to the code step, or say why not. */
function useSendCode(onSent: StepProps['onSent']) {
  const { t } = useTranslation('accounts');
  const [note, setNote] = useState<Note | null>(null);
  const send = async (to: OtpRecipient) => {
    setNote(null);
    try {
      await sendOtp(to);
      onSent(to);
    } catch (error) {
      setNote({ severity: 'error', text: sendFailureText(error, t) });
    }
  };
  return { note, send };
}

/** The first step's form around its one field (the mobile number or the e-mail). */
function SendStep({
  intro,
  note,
  submitting,
  onSubmit,
  children,
}: {
  intro: string;
  note: Note | null;
  submitting: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        <Typography>{intro}</Typography>
        {note && <Alert severity={note.severity}>{note.text}</Alert>}
        {children}
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? t('forgotPassword.sending') : t('forgotPassword.sendOtp')}
        </Button>
      </Stack>
    </Box>
  );
}

/** Step 1 by SMS: the account's mobile number, as the signup form takes it. */
function MobileStep({ onSent }: StepProps) {
  const { t } = useTranslation('accounts');
  const { note, send } = useSendCode(onSent);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(sendOtpByMobileSchema), defaultValues: { mobile: '' } });
  return (
    <SendStep
      intro={t('forgotPassword.mobileIntro')}
      note={note}
      submitting={isSubmitting}
      onSubmit={handleSubmit(send)}
    >
      <FormTextField
        control={control}
        name="mobile"
        label={t('fields.mobile')}
        hint={t('hints.mobile')}
        type="tel"
        autoComplete="tel"
        required
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
    </SendStep>
  );
}

/** Step 1 by e-mail, for those who signed up with one they read. */
function EmailStep({ onSent }: StepProps) {
  const { t } = useTranslation('accounts');
  const { note, send } = useSendCode(onSent);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(sendOtpByEmailSchema), defaultValues: { email: '' } });
  return (
    <SendStep
      intro={t('forgotPassword.emailIntro')}
      note={note}
      submitting={isSubmitting}
      onSubmit={handleSubmit(send)}
    >
      <FormTextField
        control={control}
        name="email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
      />
    </SendStep>
  );
}

/** Mobile number or e-mail: the first is the default, as many farmers have no e-mail. */
function ChannelChoice({
  channel,
  onChange,
}: {
  channel: OtpChannel;
  onChange: (channel: OtpChannel) => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      value={channel}
      // A press on the chosen one gives null: it stays chosen.
      onChange={(_, value: OtpChannel | null) => value && onChange(value)}
      aria-label={t('forgotPassword.channel')}
      sx={{ mb: 2.5 }}
    >
      {(['mobile', 'email'] as const).map((option) => (
        <ToggleButton
          key={option}
          value={option}
          sx={{ minHeight: TOUCH_TARGET, fontSize: '1rem', lineHeight: 1.3 }}
        >
          {t(option === 'mobile' ? 'forgotPassword.byMobile' : 'forgotPassword.byEmail')}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function ResetStep({ to, onChangeRecipient }: { to: OtpRecipient; onChangeRecipient: () => void }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const byMobile = 'mobile' in to;
  // Until the reset is tried, the note confirms that the code went out.
  const [note, setNote] = useState<Note | null>(null);
  const shown: Note = note ?? { severity: 'success', text: t('forgotPassword.sent') };
  const [done, setDone] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordInputSchema(byMobile ? 'mobile' : 'email')),
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
      await resetPassword(to, values);
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
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {'mobile' in to
            ? t('forgotPassword.codeIntroSms', { mobile: to.mobile })
            : t('forgotPassword.codeIntro', { email: to.email })}
        </Typography>
        <FormTextField
          control={control}
          name="otp"
          label={t('fields.otp')}
          hint={t(byMobile ? 'hints.otpSms' : 'hints.otp')}
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
        <Button onClick={onChangeRecipient} disabled={isSubmitting || done}>
          {t(byMobile ? 'forgotPassword.changeMobile' : 'forgotPassword.changeEmail')}
        </Button>
      </Stack>
    </Box>
  );
}

export function ForgotPasswordFlow() {
  const { t } = useTranslation('accounts');
  // Mobile first: many farmers have no e-mail, every account has a number.
  const [channel, setChannel] = useState<OtpChannel>('mobile');
  const [sentTo, setSentTo] = useState<OtpRecipient | null>(null);

  return (
    <>
      {sentTo === null ? (
        <>
          <ChannelChoice channel={channel} onChange={setChannel} />
          {channel === 'mobile' ? (
            <MobileStep onSent={setSentTo} />
          ) : (
            <EmailStep onSent={setSentTo} />
          )}
        </>
      ) : (
        <ResetStep to={sentTo} onChangeRecipient={() => setSentTo(null)} />
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
