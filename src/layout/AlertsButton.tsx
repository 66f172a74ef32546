/**
 * The app bar's "Alerts" button and its small list (doc 002 §7 "Alerting"). Our
 * own component: react-admin has no app-bar popover list. The count and the list are the new
 * alerts of the signed-in user's authorization set; "Acknowledge all" runs the specification's
 * sequence (query the ids, one PATCH each, errors ignored) and then reads the list again, so it
 * shows what the service holds: an alert whose PATCH failed stays listed as new. The change requests
 * waiting for the user's decision are counted in the badge and listed below the alerts.
 */
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Badge, Box, Button, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useAccess } from '../components/useAccess';
import type { AlertRow } from '../domain/alerts/alerts';
import { ErrorBarHost } from '../components/errorBar';
import { lazyPart } from '../components/replacedBuild/lazyPart';
import { visuallyHidden } from '../components/visuallyHidden';
import { useChangesWaitingForMe } from '../resources/changes/changeQueries';
import { WaitingChangesList } from '../resources/changes/WaitingChangesList';

// The list opens on a click: its components and the date formats are a chunk of their own.
const AlertsList = lazyPart(() => import('./AlertsList'));

export const alertKeys = { newAlerts: ['alerts', 'new'] as const };

export function AlertsButton() {
  // Refused until the profile is there.
  const { can } = useAccess();
  if (!can({ resource: 'alerts', action: 'list' })) return null;
  return <AlertsMenu />;
}

function AlertsMenu() {
  const translate = useTranslate();
  const { can } = useAccess();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const countId = useId();
  // Where focus goes when "Acknowledge all" disappears with the last new alert (it would fall to the page otherwise).
  const titleRef = useRef<HTMLHeadingElement>(null);
  const idle = useIdle();
  const alerts = useQuery({
    queryKey: alertKeys.newAlerts,
    queryFn: ({ signal }) => dataProvider.getNewAlerts(signal),
    // The app bar's count belongs to no page: its failure stays when the page changes.
    meta: { errorKey: 'alerts.error.failedToLoad', sessionWide: true },
    staleTime: 60_000,
    // The count is not what the first screen is for: it is asked once the page is idle (or the list opened).
    enabled: idle || !!anchor,
  });
  const acknowledge = useMutation({
    mutationFn: () => dataProvider.acknowledgeNewAlerts(),
    // Doc 002 §7: "errors ignored"; the list is read again either way.
    meta: { errorKey: false },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: alertKeys.newAlerts });
      titleRef.current?.focus();
    },
    onSuccess: ({ acknowledged }) => {
      if (acknowledged > 0) notify('alerts.acknowledged', { type: 'success', messageArgs: { smart_count: acknowledged } });
    },
  });
  // Change requests waiting for this user's decision are in the bell too (docs/api.md "Change jobs").
  const { canAccess: mayDecideChanges = false } = useCanAccess({ resource: 'changes', action: 'list' });
  const waiting = useChangesWaitingForMe(mayDecideChanges && (idle || !!anchor));
  const waitingCount = waiting.data?.total ?? 0;
  const rows: AlertRow[] = alerts.data ?? [];
  const count = rows.length;
  const countText =
    waitingCount > 0
      ? `${translate('alerts.count', { smart_count: count })} · ${translate('changes.bell.count', { smart_count: waitingCount })}`
      : translate('alerts.count', { smart_count: count });
  return (
    <>
      <Tooltip title={alerts.isSuccess ? countText : translate('alerts.button')}>
        <IconButton
          color="inherit"
          aria-label={translate('alerts.button')}
          aria-describedby={alerts.isSuccess ? countId : undefined}
          aria-haspopup="dialog"
          aria-expanded={!!anchor}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {/* The number is the description's ("New alerts: 3"): hidden from the name, which stays the label the
              button is known by, so that the name holds all the text it shows (WCAG 2.5.3 Label in Name). */}
          <Badge badgeContent={count + waitingCount} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Box component="span" id={countId} sx={visuallyHidden}>
        {countText}
      </Box>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 380, maxWidth: '95vw', p: 2 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={titleId} ref={titleRef} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none' }}>
            {translate('alerts.title')}
          </Typography>
          {can({ resource: 'alerts', action: 'edit' }) && count > 0 && (
            <Button size="small" variant="outlined" disabled={acknowledge.isPending || alerts.isFetching} onClick={() => acknowledge.mutate()}>
              {translate('alerts.acknowledgeAll')}
            </Button>
          )}
        </Box>
        {alerts.isPending && <Typography sx={{ py: 2 }}>{translate('alerts.loading')}</Typography>}
        {/* A failed load shows here (friendly text - server message, Retry), not only behind the popover (doc 001 §8). */}
        <ErrorBarHost />
        {alerts.isSuccess && count === 0 && <Typography sx={{ py: 2 }}>{translate('alerts.none')}</Typography>}
        {count > 0 && (
          <Suspense fallback={<Typography sx={{ py: 2 }}>{translate('alerts.loading')}</Typography>}>
            <AlertsList rows={rows} titleId={titleId} />
          </Suspense>
        )}
        {waiting.data && <WaitingChangesList jobs={waiting.data.data} total={waitingCount} onOpen={() => setAnchor(null)} />}
      </Popover>
    </>
  );
}

/** True once the browser has been idle after the first render (at most 2 s later). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const t = setTimeout(() => setIdle(true), 1000);
    return () => clearTimeout(t);
  }, []);
  return idle;
}
