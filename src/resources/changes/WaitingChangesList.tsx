import { Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Job } from '../../domain/changes';
import { actionLabel, scopeLabel } from './jobText';

/** The jobs filter of the Changes page's "Waiting for me" tab, in react-admin's address form. */
export const waitingForMePath = `/changes?filter=${encodeURIComponent(JSON.stringify({ view: 'waitingForMe' }))}`;

/**
 * The change requests waiting for the signed-in user's decision, in the alerts bell's list: each opens
 * its job's page, where it is approved or rejected; the last line opens the "Waiting for me" tab.
 */
export function WaitingChangesList({ jobs, total, onOpen }: { jobs: readonly Job[]; total: number; onOpen: () => void }) {
  const translate = useTranslate();
  if (total === 0) return null;
  return (
    <>
      <Typography id="waiting-changes-title" component="h3" variant="subtitle1" sx={{ mt: 1 }}>
        {translate('changes.bell.title')}
      </Typography>
      <List dense aria-labelledby="waiting-changes-title">
        {jobs.map((job) => (
          <ListItem key={job.id} disableGutters>
            <ListItemText
              primary={
                <MuiLink component={Link} to={`/changes/${job.id}/show`} onClick={onOpen}>
                  {`${actionLabel(translate, job.action)}: ${scopeLabel(translate, job.labelParts)}`}
                </MuiLink>
              }
              secondary={translate('changes.bell.by', { name: job.requester.name })}
            />
          </ListItem>
        ))}
      </List>
      <MuiLink component={Link} to={waitingForMePath} onClick={onOpen}>
        {translate('changes.bell.more', { smart_count: total })}
      </MuiLink>
    </>
  );
}
