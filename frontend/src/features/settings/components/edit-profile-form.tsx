import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { userProfileQuery, type UserProfile } from '../../../api/user-profile';
import { apiErrorText } from '../../../components/forms/api-error-text';
import { FormTextField } from '../../../components/forms/form-text-field';
import { LanguageSelect } from '../../../components/forms/language-select';
import { PasswordField } from '../../../components/forms/password-field';
import { StateSelect } from '../../../components/forms/state-select';
import { switchToProfileLanguage } from '../../../i18n/profile-language';
import {
  editProfileInputSchema,
  formValuesOf,
  needsCurrentPassword,
  updateProfile,
  type EditProfileFormValues,
  type EditProfileInput,
} from '../api/update-profile';

type Outcome = { saved: true } | { saved: false; detail?: string };

type EditProfileFormProps = { userId: string; profile: UserProfile };

/** The Edit Profile form of the Settings page, filled in with the saved profile. */
export function EditProfileForm({ userId, profile }: EditProfileFormProps) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<EditProfileFormValues, unknown, EditProfileInput>({
    resolver: zodResolver(editProfileInputSchema),
    defaultValues: formValuesOf(profile),
  });
  const [password, email, upiId] = useWatch({ control, name: ['password', 'email', 'upiId'] });
  const askCurrent = needsCurrentPassword({ password, email, upiId }, profile);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    if (!askCurrent) values = { ...values, currentPassword: '' };
    else if (values.currentPassword === '') {
      setError('currentPassword', { message: 'validation.required.currentPassword' });
      return;
    }
    try {
      const saved = await updateProfile(userId, values);
      queryClient.setQueryData(userProfileQuery(userId).queryKey, saved);
      reset(formValuesOf(saved));
      // A new language shows at once (English -> en, Hindi -> hi, Gujarati -> gu).
      await switchToProfileLanguage(saved.language);
      setOutcome({ saved: true });
    } catch (error) {
      // The server's reason helps when it refused the data (taken e-mail, bad username...).
      const refused = error instanceof ApiError && error.status < 500;
      setOutcome({ saved: false, detail: refused ? apiErrorText(error, t) : undefined });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="name"
          label={t('fields.name')}
          autoComplete="name"
          required
        />
        <FormTextField
          control={control}
          name="username"
          label={t('fields.username')}
          hint={t('hints.username')}
          autoComplete="username"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <FormTextField
          control={control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
        />
        <LanguageSelect control={control} name="language" required />
        <StateSelect control={control} name="state" currentValue={profile.state} required />
        <FormTextField
          control={control}
          name="address"
          label={t('fields.address')}
          autoComplete="street-address"
          multiline
          minRows={2}
          required
        />
        <Divider />
        <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {t('settings.selling')}
        </Typography>
        <FormTextField
          control={control}
          name="upiId"
          label={t('fields.upiId')}
          hint={t('hints.upiId')}
          slotProps={{
            htmlInput: {
              autoCapitalize: 'none',
              autoCorrect: 'off',
              spellCheck: false,
              inputMode: 'email',
              maxLength: 300,
            },
          }}
        />
        <Controller
          control={control}
          name="mobileToAcceptedBuyersOnly"
          render={({ field: { value, onChange, ref, ...field } }) => (
            <Box>
              <FormControlLabel
                sx={{ minHeight: 48, mr: 0, alignItems: 'center' }}
                control={
                  <Switch
                    {...field}
                    checked={value}
                    onChange={(event) => onChange(event.target.checked)}
                    slotProps={{
                      input: { ref, 'aria-describedby': 'mobile-privacy-hint' },
                    }}
                  />
                }
                label={t('fields.mobileToAcceptedBuyersOnly')}
              />
              <FormHelperText id="mobile-privacy-hint" sx={{ mt: 0 }}>
                {t('hints.mobileToAcceptedBuyersOnly')}
              </FormHelperText>
            </Box>
          )}
        />
        <Divider />
        <PasswordField
          control={control}
          name="password"
          label={t('fields.password')}
          hint={t('hints.keepPassword')}
          autoComplete="new-password"
        />
        {askCurrent && (
          <PasswordField
            control={control}
            name="currentPassword"
            label={t('fields.currentPassword')}
            hint={t('hints.currentPassword')}
            autoComplete="current-password"
            required
          />
        )}
        {outcome?.saved === true && <Alert severity="success">{t('settings.saved')}</Alert>}
        {outcome?.saved === false && (
          <Alert severity="error">
            {outcome.detail ? (
              <>
                <AlertTitle>{t('settings.failed')}</AlertTitle>
                {outcome.detail}
              </>
            ) : (
              t('settings.failed')
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
          {isSubmitting ? t('settings.saving') : t('settings.save')}
        </Button>
      </Stack>
    </Box>
  );
}
