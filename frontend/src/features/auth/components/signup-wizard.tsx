import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { apiErrorText } from '../../../components/forms/api-error-text';
import { FormTextField } from '../../../components/forms/form-text-field';
import { LanguageSelect } from '../../../components/forms/language-select';
import { PasswordField } from '../../../components/forms/password-field';
import { StateSelect } from '../../../components/forms/state-select';
import { i18n, type Language } from '../../../i18n/i18n';
import { profileLanguageFor } from '../../../i18n/profile-language';
import { signUp, signUpInputSchema, type SignUpFormValues, type SignUpInput } from '../api/sign-up';
import type { LoginPageState } from '../login-page-state';

// Three steps; Next checks only the fields of the step on screen.
const steps = [
  { titleKey: 'signup.steps.details', fields: ['name', 'mobile', 'email'] },
  { titleKey: 'signup.steps.password', fields: ['password', 'confirmPassword'] },
  { titleKey: 'signup.steps.location', fields: ['state', 'address', 'language'] },
] as const;
const lastStep = steps.length - 1;

export function SignupWizard() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  // The page a visitor wanted before the login page sent them here: the login goes on to it.
  const { from } = (useLocation().state ?? {}) as LoginPageState;
  const [active, setActive] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const {
    control,
    handleSubmit,
    trigger,
    formState: { isSubmitting },
  } = useForm<SignUpFormValues, unknown, SignUpInput>({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: {
      name: '',
      mobile: '',
      email: '',
      password: '',
      confirmPassword: '',
      state: '',
      address: '',
      // The language the visitor is reading now is the likeliest choice.
      language: profileLanguageFor((i18n.resolvedLanguage ?? 'en') as Language),
    },
  });

  // After Next or Back, screen reader and keyboard users start at the new step's title.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [active]);

  function goTo(step: number) {
    moved.current = true;
    setActive(step);
  }

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signUp(values);
      const state: LoginPageState = { signedUpMobile: values.mobile, from };
      await navigate(paths.auth.login, { state });
    } catch (error) {
      setFailure(apiErrorText(error, t) ?? t('signup.failed'));
    }
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (active < lastStep) {
      // Enter in a field of steps 1 and 2 means Next.
      if (await trigger([...steps[active].fields], { shouldFocus: true })) goTo(active + 1);
      return;
    }
    await submit(event);
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 3, mx: { xs: -1.5, sm: 0 } }}>
        {steps.map((step) => (
          <Step key={step.titleKey}>
            <StepLabel>{t(step.titleKey)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: '1.15rem', mb: 2, outline: 'none' }}
      >
        {t('signup.stepOf', { step: active + 1, count: steps.length })}: {t(steps[active].titleKey)}
      </Typography>

      <Stack spacing={2.5}>
        {active === 0 && (
          <>
            <FormTextField
              control={control}
              name="name"
              label={t('fields.name')}
              autoComplete="name"
              required
            />
            <FormTextField
              control={control}
              name="mobile"
              label={t('fields.mobile')}
              hint={t('hints.mobile')}
              type="tel"
              autoComplete="tel"
              required
            />
            <FormTextField
              control={control}
              name="email"
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
            />
          </>
        )}
        {active === 1 && (
          <>
            <PasswordField
              control={control}
              name="password"
              label={t('fields.password')}
              hint={t('hints.password')}
              autoComplete="new-password"
              required
            />
            <PasswordField
              control={control}
              name="confirmPassword"
              label={t('fields.confirmPassword')}
              autoComplete="new-password"
              required
            />
          </>
        )}
        {active === 2 && (
          <>
            <StateSelect control={control} name="state" required />
            <FormTextField
              control={control}
              name="address"
              label={t('fields.address')}
              autoComplete="street-address"
              multiline
              minRows={2}
              required
            />
            <LanguageSelect control={control} name="language" required />
          </>
        )}

        {failure && <Alert severity="error">{failure}</Alert>}

        <Box sx={{ display: 'flex', gap: 1.5 }}>
          {active > 0 && (
            <Button
              variant="outlined"
              size="large"
              onClick={() => goTo(active - 1)}
              disabled={isSubmitting}
              sx={{ flex: 1 }}
            >
              {t('signup.back')}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting}
            sx={{ flex: 1 }}
          >
            {active < lastStep
              ? t('signup.next')
              : isSubmitting
                ? t('signup.submitting')
                : t('signup.submit')}
          </Button>
        </Box>
        <Typography sx={{ textAlign: 'center' }}>
          {t('signup.haveAccount')}{' '}
          <Link
            component={RouterLink}
            to={paths.auth.login}
            state={from ? { from } : undefined}
            sx={{ fontWeight: 700 }}
          >
            {t('signup.logIn')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
