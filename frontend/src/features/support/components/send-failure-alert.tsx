import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import type { SendFailure } from '../../../api/messages';

type SendFailureAlertProps = { failure: SendFailure; text: string };

/** The page's failure text, with the server's reason under it when it refused the message. */
export function SendFailureAlert({ failure, text }: SendFailureAlertProps) {
  const { t } = useTranslation('info');
  const detail =
    failure.kind === 'tooManyAttempts'
      ? t('form.tooManyAttempts')
      : failure.kind === 'refused'
        ? failure.reasons.join(' ')
        : null;
  return (
    <Alert severity="error">
      {detail ? (
        <>
          <AlertTitle>{text}</AlertTitle>
          {detail}
        </>
      ) : (
        text
      )}
    </Alert>
  );
}
