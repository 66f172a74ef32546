import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { ErrorBar } from '../../components/ErrorBar';
import { NoPermission } from '../../components/NoPermission';
import { useProfile } from '../../components/useProfile';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import type { ServiceAccount } from '../../domain/schemas/serviceAccount';
import { ServiceAccountDialog } from './ServiceAccountDialog';
import { ServiceAccountRow } from './ServiceAccountRow';

export const serviceAccountsKey = ['serviceAccounts'] as const;

/**
 * Service accounts of the signed-in user's organization (doc 001 §2.6, §4): loading, then the
 * list; add and edit in a dialog; delete marks the row isDeleting until the call finishes.
 */
export function ServiceAccountsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { profile } = useProfile();
  const [editing, setEditing] = useState<ServiceAccount | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const { data, error, isPending, isFetching, refetch } = useQuery({ queryKey: serviceAccountsKey, queryFn: () => dataProvider.getServiceAccounts() });
  const reload = () => queryClient.invalidateQueries({ queryKey: serviceAccountsKey });
  const forbidden = isApiError(error) && error.status === 403;
  return (
    <Box component="section" aria-labelledby="service-accounts-title" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('serviceAccounts.title')} />
      <Typography id="service-accounts-title" component="h1" variant="h5" gutterBottom>
        {translate('serviceAccounts.title')}
      </Typography>
      {forbidden ? (
        <NoPermission heading="h2" />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('serviceAccounts.description', { organization: profile?.organizationName ?? '' })}
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ mb: 2 }}>
            {translate('serviceAccounts.add')}
          </Button>
          {saved && (
            <Alert severity="success" onClose={() => setSaved(null)} sx={{ mb: 1 }}>
              {translate('serviceAccounts.saved', { name: saved })}
            </Alert>
          )}
          <ErrorBar error={error} messageKey="serviceAccounts.error.load" onRetry={() => refetch()} />
          <ErrorBar error={deleteError} messageKey="serviceAccounts.error.delete" onDismiss={() => setDeleteError(null)} />
          <Card>
            {(isPending || isFetching) && <LinearProgress aria-label={translate('serviceAccounts.loading')} />}
            {data && data.length === 0 && <Typography sx={{ p: 2 }}>{translate('serviceAccounts.empty')}</Typography>}
            {data && data.length > 0 && (
              <Table aria-labelledby="service-accounts-title">
                <TableHead>
                  <TableRow>
                    {(['identifier', 'userName', 'product', 'state', 'statusReason', 'lastUpdated', 'actions'] as const).map((c) => (
                      <TableCell key={c}>{translate(`serviceAccounts.columns.${c}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((account) => (
                    <ServiceAccountRow
                      key={account.id}
                      account={account}
                      onEdit={() => setEditing(account)}
                      onDeleted={() => {
                        setDeleteError(null);
                        return reload();
                      }}
                      onDeleteFailed={setDeleteError}
                    />
                  ))}
                </TableBody>
              </Table>
            )}
          </Card>
        </>
      )}
      {editing !== null && (
        <ServiceAccountDialog
          account={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            setSaved(name);
            void reload();
          }}
        />
      )}
    </Box>
  );
}

export default ServiceAccountsPage;
