import { Alert, AlertTitle, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SubmitOutcome } from '../../domain/boundaries/submitRun';
import { failedResults } from '../../domain/boundaries/submitRun';

/**
 * After a failed submit: which calls failed, each with its method, path and the server's message, and
 * how many were not sent. The friendly text ("One or more requests failed while creating a boundary",
 * doc 002 §8) is in the one error bar above, with the messages.
 */
export function SubmitFailures({ outcome }: { outcome: SubmitOutcome }) {
  const translate = useTranslate();
  const failed = failedResults(outcome);
  const total = outcome.results.length + outcome.unsent.length;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{translate('boundaries.wizard.failures.title')}</AlertTitle>
      {translate('boundaries.wizard.failures.count', { failed: failed.length, total })}
      <List dense aria-label={translate('boundaries.wizard.failures.title')}>
        {failed.map((r, i) => (
          <ListItem key={`${r.httpMethod} ${r.endpoint} ${i}`} disableGutters>
            <ListItemText primary={`${r.httpMethod.toUpperCase()} ${r.endpoint}`} secondary={r.error} />
          </ListItem>
        ))}
      </List>
      {outcome.unsent.length > 0 && translate('boundaries.wizard.failures.notSent', { count: outcome.unsent.length })}
    </Alert>
  );
}
