import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, type To } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { cropsKey } from '../../../api/crops';
import { userProfileQuery } from '../../../api/user-profile';
import { saveSession } from '../../../app/auth-storage';
import { paths } from '../../../app/paths';
import { apiErrorText, isTooManyAttempts } from '../../../components/forms/api-error-text';
import { FormTextField } from '../../../components/forms/form-text-field';
import { PasswordField } from '../../../components/forms/password-field';
import { switchToProfileLanguage } from '../../../i18n/profile-language';
import { logIn, logInInputSchema } from '../api/log-in';
import type { LoginPageState } from '../login-page-state';
import { forgetPhone, getRememberedPhone, rememberPhone } from '../remembered-phone';
import { standaloneLink } from '../../../components/ui/touch-target';

// Any failure says 'Invalid phone number or password.', as in the older app. A rate limit says
// when to try again instead (for a locked account: how many minutes, and that a reset helps), and
// a failure with no answer from the server (offline, server down) says so rather than letting a
// farmer doubt a correct password.
function failureText(error: unknown, t: TFunction<'accounts'>): string {
  if (isTooManyAttempts(error)) return apiErrorText(error, t) ?? t('serverErrors.tooManyAttempts');
  if (!(error instanceof ApiError) || error.status >= 500) return t('login.unavailable');
  return t('login.failed');
}

/**
 * Where to go after the login: the page of this app the visitor first asked for (a member page, a
 * shared product page), else home. Only a path of this app, never another site.
 */
function returnPath(state: LoginPageState, search: string): To {
  const from = state.from ?? fromNextParameter(search);
  if (!from || typeof from.pathname !== 'string' || !/^\/(?![/\\])/.test(from.pathname)) {
    return paths.home;
  }
  return { pathname: from.pathname, search: from.search, hash: from.hash };
}

/**
 * `?next=/path`: the return a page the server drew puts in its "Log in to buy" link, tapped before
 * the app ran (backend crops/http/listing-page.ts). Read as a path of this app only.
 */
function fromNextParameter(search: string): LoginPageState['from'] {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//')) return undefined;
  const url = new URL(next, 'https://app.invalid');
  if (url.origin !== 'https://app.invalid') return undefined;
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'next' };
}

/** After login the interface follows the language saved in the user's profile. */
async function adoptProfileLanguage(queryClient: QueryClient, userId: string): Promise<void> {
  try {
    const profile = await queryClient.fetchQuery({ ...userProfileQuery(userId), retry: false });
    await switchToProfileLanguage(profile.language);
  } catch {
    // The login itself worked: the user can still pick a language by hand.
  }
}

export function LoginForm() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginPageState;
  const [failure, setFailure] = useState<string | null>(null);
  const [rememberedPhone] = useState(getRememberedPhone);

  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(logInInputSchema),
    defaultValues: {
      mobile: state.signedUpMobile ?? rememberedPhone ?? '',
      password: '',
      remember: rememberedPhone !== null,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const session = await logIn(values);
      saveSession(session.token, session.userId);
      // Listings read before the login came without the seller's number (a shared product page).
      queryClient.removeQueries({ queryKey: cropsKey });
      if (values.remember) rememberPhone(values.mobile);
      else forgetPhone();
      await adoptProfileLanguage(queryClient, session.userId);
      await navigate(returnPath(state, location.search), { replace: true });
    } catch (error) {
      setFailure(failureText(error, t));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {state.signedUpMobile && !failure && (
          <Alert severity="success">{t('login.signedUp')}</Alert>
        )}
        {state.passwordReset && !failure && (
          <Alert severity="success">{t('login.passwordReset')}</Alert>
        )}
        {failure && (
          <Alert severity="error" variant="filled">
            {failure}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="mobile"
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          required
        />
        <PasswordField
          control={control}
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          required
        />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            columnGap: 2,
          }}
        >
          <Controller
            control={control}
            name="remember"
            render={({ field: { value, onChange, onBlur, ref, name } }) => (
              <FormControlLabel
                label={t('login.rememberMe')}
                control={
                  <Checkbox
                    name={name}
                    checked={value}
                    slotProps={{ input: { ref } }}
                    onBlur={onBlur}
                    onChange={(event) => {
                      onChange(event.target.checked);
                      // Unticking forgets the stored phone number at once, not only at login.
                      if (!event.target.checked) forgetPhone();
                    }}
                  />
                }
              />
            )}
          />
          <Link
            component={RouterLink}
            to={paths.auth.forgotPassword}
            sx={{ py: 1, ...standaloneLink }}
          >
            {t('login.forgotPassword')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('login.noAccount')}{' '}
          {/* A visitor without an account comes back to the page they wanted after signing up
              and logging in. */}
          <Link
            component={RouterLink}
            to={paths.auth.signup}
            state={state.from ? { from: state.from } : undefined}
            sx={{ fontWeight: 700 }}
          >
            {t('login.getStarted')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
