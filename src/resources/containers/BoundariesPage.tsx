import { Alert, Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAssociations, useTreeWantsUsers } from '../organizations/hierarchyQueries';
import { OrganizationTree } from '../../components/hierarchy/tree/OrganizationTree';
import { accessPath, createTreeSelectors } from '../../components/hierarchy/treeModel';
import { NotFound } from '../../components/NotFound';
import { useProfile } from '../../components/useProfile';
import { BoundaryWizardPanel } from '../../customRoutes/boundaryWizard';
import { useAccess } from '../../components/useAccess';
import type { Profile } from '../../domain/profile';
import { BoundaryList } from './BoundaryList';
import { boundariesPath, parseBoundaryPanel, parseOrgParam, type BoundaryPanel } from './boundariesPath';
import { CheckPermissionsPanel } from './CheckPermissionsPanel';
import { useBoundaryManagement } from './useBoundaryManagement';

/**
 * Virtual Boundaries (doc 002 §2): the organization tree on the left (search, one selected
 * organization, kept in the address as ?org=), the selected organization's boundaries on the right,
 * and the side panels as nested addresses under the page (add, {containerId}/edit, check-permissions),
 * so the list stays visible beneath a panel and a panel's address can be shared.
 */
export function BoundariesPage() {
  const { profile } = useProfile();
  const panel = parseBoundaryPanel(useParams()['*'] ?? '');
  if (!panel) return <NotFound />;
  if (!profile) return <Loading />;
  return <BoundariesContent profile={profile} panel={panel} />;
}

function BoundariesContent({ profile, panel }: { profile: Profile; panel: BoundaryPanel }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const organizationId = parseOrgParam(search.get('org')) ?? profile.organizationId;
  const [selectors] = useState(createTreeSelectors);
  const associations = useAssociations(profile);
  const searchesUsers = useTreeWantsUsers();
  const index = associations.data ? selectors.index(associations.data.tree) : undefined;
  const node = index?.byId.get(organizationId);
  const { can } = useAccess();
  const record = index && node ? { id: organizationId, organizationType: node.organizationType, path: accessPath(index, organizationId) } : undefined;
  const { canManage, warning } = useBoundaryManagement(profile.organizationId, record);
  const close = () => {
    navigate(boundariesPath(organizationId));
    // Doc 002 §4: after the panel closes (success or failure) the list reloads.
    void queryClient.invalidateQueries({ queryKey: ['containers'] });
  };

  return (
    <Box component="section" aria-labelledby="boundaries-title" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('boundaries.title')} />
      <Typography id="boundaries-title" component="h1" variant="h5">
        {translate('boundaries.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1, minHeight: '1.5em' }}>
        {node ? translate('boundaries.page.tenant', { name: node.name }) : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'stretch', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
        <Paper
          component="nav"
          aria-label={translate('boundaries.page.organizations')}
          variant="outlined"
          sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0, height: { xs: 320, md: '76vh' }, pt: 1, display: 'flex', flexDirection: 'column' }}
        >
          {
            index ? (
              <OrganizationTree
                index={index}
                selectedId={organizationId}
                onSelect={(id) => navigate(boundariesPath(id))}
                scoped={can({ resource: 'hierarchy.scopedTree', action: 'show' })}
                searchesUsers={searchesUsers}
              />
            ) : associations.isPending ? (
              <Box role="status" sx={{ display: 'flex', gap: 1, p: 2, alignItems: 'center' }}>
                <CircularProgress size={20} aria-hidden />
                <Typography>{translate('hierarchy.loading')}</Typography>
              </Box>
            ) : null /* the tree's failure shows in the error bar, with Retry */
          }
        </Paper>
        <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
          {warning && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {translate(`boundaries.page.${warning}`)}
            </Alert>
          )}
          {index && !node ? (
            <Alert severity="warning">{translate('boundaries.page.unknownOrganization')}</Alert>
          ) : node || organizationId === profile.organizationId ? (
            // Another organization's list waits for the tree, which says whether the user may see it.
            <BoundaryList organizationId={organizationId} organizationName={node?.name ?? profile.organizationName} canManage={canManage} />
          ) : null}
        </Box>
      </Box>
      {node && canManage && panel.kind === 'add' && <BoundaryWizardPanel mode="add" organizationId={organizationId} onClose={close} />}
      {node && canManage && panel.kind === 'edit' && (
        <BoundaryWizardPanel mode="edit" organizationId={organizationId} containerId={panel.containerId} onClose={close} />
      )}
      {node && canManage && panel.kind === 'checkPermissions' && (
        <CheckPermissionsPanel organizationId={organizationId} organizationName={node.name} onClose={close} />
      )}
    </Box>
  );
}

export default BoundariesPage;
