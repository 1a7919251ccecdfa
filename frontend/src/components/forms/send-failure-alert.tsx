import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { SendFailure } from '../../api/messages';

type SendFailureAlertProps = {
  failure: SendFailure;
  /** The form's own failure text. */
  text: string;
  /** Shown under it after a 429. */
  tooManyAttemptsText: string;
};

/** The page's failure text, with the server's reason under it when it refused the message. */
export function SendFailureAlert({ failure, text, tooManyAttemptsText }: SendFailureAlertProps) {
  const detail =
    failure.kind === 'tooManyAttempts'
      ? tooManyAttemptsText
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
