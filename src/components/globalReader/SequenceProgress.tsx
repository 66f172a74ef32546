import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { CircularProgress, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { GLOBAL_READER_STEPS } from '../../domain/globalReader';
import type { GlobalReaderSequence, StepState } from './useGlobalReaderSequence';

const icons: Record<StepState, ReactElement> = {
  pending: <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />,
  active: <CircularProgress size={18} aria-hidden />,
  done: <CheckCircleIcon fontSize="small" color="success" aria-hidden />,
  failed: <ErrorIcon fontSize="small" color="error" aria-hidden />,
};

/** The automatic setup's steps with their state, and a status line while it runs. */
export function SequenceProgress({ run }: { run: GlobalReaderSequence }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`dataCollection.globalReader.setup.${key}`);
  return (
    <>
      {run.phase === 'running' && (
        <>
          <Typography role="status">{t('running')}</Typography>
          <LinearProgress aria-label={t('running')} />
        </>
      )}
      <List dense aria-label={t('progressLabel')}>
        {GLOBAL_READER_STEPS.map((step) => (
          <ListItem key={step} disableGutters data-state={run.steps[step]}>
            <ListItemIcon sx={{ minWidth: 32 }}>{icons[run.steps[step]]}</ListItemIcon>
            <ListItemText primary={t(`step.${step}`)} secondary={t(`stepState.${run.steps[step]}`)} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
