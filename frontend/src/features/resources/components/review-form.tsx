import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { FormTextField } from '../../../components/forms/form-text-field';
import {
  addReview,
  REVIEWS_SHOWN,
  reviewsKey,
  type Review,
  type ReviewPage,
} from '../../../api/resources';
import { userProfileQuery } from '../../../api/user-profile';
import { getUserId, isLoggedIn } from '../../../app/auth-storage';
import { paths } from '../../../app/paths';
import type { LoginRedirectState } from '../../../app/require-auth';
import {
  REVIEW_MAX,
  reviewFormSchema,
  type ReviewFormInput,
  type ReviewFormValues,
} from '../api/review-form';

type Problem = 'failed' | 'tooMany' | 'gone' | { message: string };

function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 429) return 'tooMany';
  if (error.status === 404) return 'gone';
  if (error.status === 400 && error.message) return { message: error.message };
  return 'failed';
}

function LoginPrompt({ sessionEnded }: { sessionEnded: boolean }) {
  const { t } = useTranslation('resources');
  const location = useLocation();
  const state: LoginRedirectState = { from: location };
  return (
    <Alert
      severity={sessionEnded ? 'warning' : 'info'}
      action={
        <Button color="inherit" component={RouterLink} to={paths.auth.login} state={state}>
          {t('form.logIn')}
        </Button>
      }
    >
      {sessionEnded ? t('form.sessionEnded') : t('form.loginPrompt')}
    </Alert>
  );
}

type ReviewFormProps = {
  resourceId: string;
  onPosted: () => void;
};

/** 'Leave a Review' (name, title and comment required), stored on the server. */
export function ReviewForm({ resourceId, onPosted }: ReviewFormProps) {
  const { t } = useTranslation('resources');
  const queryClient = useQueryClient();
  const userId = getUserId();
  const profile = useQuery({ ...userProfileQuery(userId ?? ''), enabled: userId !== null });
  const [posted, setPosted] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const { control, handleSubmit, reset, getValues, setValue } = useForm<
    ReviewFormValues,
    unknown,
    ReviewFormInput
  >({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { name: '', title: '', comment: '' },
  });
  const comment = useWatch({ control, name: 'comment' });

  // The reader's own name fills in once their profile arrives, unless they typed one already.
  const profileName = profile.data?.name;
  useEffect(() => {
    if (profileName && !getValues('name')) setValue('name', profileName);
  }, [profileName, getValues, setValue]);

  const post = useMutation({
    mutationFn: (review: ReviewFormInput) => addReview(resourceId, review),
    onSuccess: async (review: Review, values) => {
      queryClient.setQueryData<ReviewPage>(
        reviewsKey(resourceId),
        (page) =>
          page && {
            ...page,
            data: [review, ...page.data].slice(0, REVIEWS_SHOWN),
            total: page.total + 1,
          },
      );
      reset({ name: values.name, title: '', comment: '' });
      setPosted(true);
      onPosted();
      await queryClient.invalidateQueries({ queryKey: reviewsKey(resourceId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) setSessionEnded(true);
      else setProblem(problemOf(error));
    },
  });

  const onSubmit = handleSubmit((values) => {
    setPosted(false);
    setProblem(null);
    post.mutate(values);
  });

  return (
    <Box component="section" aria-labelledby="leave-review-title">
      <Typography
        id="leave-review-title"
        variant="h2"
        sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, fontWeight: 700, mb: 0.5 }}
      >
        {t('form.title')}
      </Typography>
      {!isLoggedIn() || sessionEnded ? (
        <LoginPrompt sessionEnded={sessionEnded} />
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="leave-review-title">
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('form.intro')}</Typography>
          <Stack spacing={2.5}>
            <FormTextField
              control={control}
              name="name"
              namespace="resources"
              required
              label={t('form.name')}
              slotProps={{ htmlInput: { maxLength: REVIEW_MAX.name } }}
            />
            <FormTextField
              control={control}
              name="title"
              namespace="resources"
              required
              label={t('form.titleField')}
              slotProps={{ htmlInput: { maxLength: REVIEW_MAX.title } }}
            />
            <FormTextField
              control={control}
              name="comment"
              namespace="resources"
              required
              multiline
              minRows={4}
              label={t('form.comment')}
              hint={t('form.commentCount', { length: comment.length, max: REVIEW_MAX.comment })}
              slotProps={{ htmlInput: { maxLength: REVIEW_MAX.comment } }}
            />
            {posted && (
              <Alert severity="success" role="status">
                {t('form.posted')}
              </Alert>
            )}
            {problem && (
              <Alert severity="error" role="alert">
                {typeof problem === 'string' ? t(`form.problems.${problem}`) : problem.message}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={post.isPending}
              sx={{ alignSelf: { sm: 'flex-start' }, minWidth: { sm: 200 } }}
            >
              {post.isPending ? t('form.submitting') : t('form.submit')}
            </Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
