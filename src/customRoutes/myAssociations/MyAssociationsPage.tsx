import { Box, Card, LinearProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorBar } from '../../components/ErrorBar';
import type { AppDataProvider } from '../../dataProvider';
import { formatDate, listDateFormat } from '../../domain/formats';
import { shownAssociations } from '../../domain/permissions/people';

export const myAssociationsKey = ['myAssociations'] as const;

/**
 * My Associations (/associations): the organizations the signed-in user is associated with and
 * the roles held in each. Open to every signed-in user, even one without a role.
 */
export function MyAssociationsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending, refetch } = useQuery({ queryKey: myAssociationsKey, queryFn: () => dataProvider.getMyAssociations() });
  const rows = shownAssociations(data ?? []);
  return (
    <Box component="section" aria-labelledby="my-associations-title" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('associations.title')} />
      <Typography id="my-associations-title" component="h1" variant="h5" gutterBottom>
        {translate('associations.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('associations.description')}
      </Typography>
      <ErrorBar error={error} messageKey="associations.error.load" onRetry={() => refetch()} />
      {isPending && <LinearProgress aria-label={translate('associations.loading')} />}
      {data && rows.length === 0 && (
        <Typography>
          {translate('associations.empty')}{' '}
          <Link component={RouterLink} to="/invitations">
            {translate('invitations.title')}
          </Link>
          .
        </Typography>
      )}
      {rows.length > 0 && (
        <Card>
          <Table aria-labelledby="my-associations-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('associations.columns.organization')}</TableCell>
                <TableCell>{translate('associations.columns.roles')}</TableCell>
                <TableCell>{translate('associations.columns.relationship')}</TableCell>
                <TableCell>{translate('associations.columns.since')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((a) => (
                <TableRow key={a.organizationId}>
                  <TableCell>{a.organizationName}</TableCell>
                  <TableCell>{a.roles.map((r) => r.displayName).join(', ') || translate('orgAssociations.noRoles')}</TableCell>
                  <TableCell>{a.relationshipType}</TableCell>
                  <TableCell>{formatDate(a.dateAssociated, listDateFormat)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </Box>
  );
}

export default MyAssociationsPage;
