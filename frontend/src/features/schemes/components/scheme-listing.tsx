import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ALL_STATES, type SchemeList } from '../../../api/schemes';
import { mayApply, noAnswers, type EligibilityAnswers } from '../eligibility';
import { DepartmentLink } from './department-link';
import { EligibilityFilter } from './eligibility-filter';
import { SchemeSection } from './scheme-section';

type SchemeListingProps = {
  listing: SchemeList;
  stateLabel: string;
  answers: EligibilityAnswers;
  onAnswers: (change: Partial<EligibilityAnswers>) => void;
};

/** The filter, then the state's own schemes apart from the central ones. */
export function SchemeListing({ listing, stateLabel, answers, onAnswers }: SchemeListingProps) {
  const { t } = useTranslation('schemes');
  const { data: schemes, department } = listing;
  const own = schemes.filter((scheme) => scheme.state !== ALL_STATES);
  const central = schemes.filter((scheme) => scheme.state === ALL_STATES);
  const ownShown = own.filter((scheme) => mayApply(scheme, answers));
  const centralShown = central.filter((scheme) => mayApply(scheme, answers));
  const isAllStates = listing.state?.name === ALL_STATES;

  if (schemes.length === 0) {
    return (
      <Box sx={{ py: 4 }}>
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {t('state.empty')}
        </Typography>
        {department && <DepartmentLink lead={t('state.departmentLead')} department={department} />}
      </Box>
    );
  }

  return (
    <>
      <EligibilityFilter
        answers={answers}
        onChange={onAnswers}
        onReset={() => onAnswers(noAnswers)}
        shown={ownShown.length + centralShown.length}
        total={schemes.length}
      />
      {!isAllStates && (
        <SchemeSection
          title={t('state.ownTitle', { state: stateLabel })}
          schemes={ownShown}
          whenNone={
            own.length === 0 ? (
              <Alert severity="info">
                <Typography sx={{ fontWeight: 600 }}>
                  {t('state.noOwn', { state: stateLabel })}
                </Typography>
                {department ? (
                  <DepartmentLink lead={t('state.departmentLead')} department={department} />
                ) : (
                  <Typography sx={{ mt: 1 }}>{t('state.askDistrictOffice')}</Typography>
                )}
              </Alert>
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>
                {t('state.ownHidden', { state: stateLabel })}
              </Typography>
            )
          }
          footer={
            own.length > 0 &&
            department && (
              <DepartmentLink lead={t('state.moreFromDepartment')} department={department} />
            )
          }
        />
      )}
      {central.length > 0 && (
        <SchemeSection
          title={t('state.centralTitle')}
          schemes={centralShown}
          whenNone={
            <Typography sx={{ color: 'text.secondary' }}>{t('state.centralHidden')}</Typography>
          }
        />
      )}
    </>
  );
}
