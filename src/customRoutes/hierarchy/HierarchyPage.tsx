import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { Alert, Box, CircularProgress, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Loading, Title, useTranslate } from 'react-admin';
import { useProfile } from '../../components/useProfile';
import { useAccess } from '../../components/useAccess';
import type { Profile } from '../../domain/profile';
import { ActionModal } from './actions/ActionModal';
import { ConnectTenantProvider } from '../../resources/organizations/commands/ConnectTenantDialog';
import { DetailPanel } from './detail/DetailPanel';
import { HierarchyMessagesProvider } from '../../components/hierarchy/HierarchyMessages';
import { hierarchyPath, parseHierarchyPath } from '../../components/hierarchy/hierarchyPath';
import { useAssociations, useTreeWantsUsers } from '../../resources/organizations/hierarchyQueries';
import { TermsGate } from './terms/TermsGate';
import { OrganizationTree } from '../../components/hierarchy/tree/OrganizationTree';
import { createTreeSelectors } from '../../components/hierarchy/treeModel';
import { useTenantConnectionMessages } from './useTenantConnectionMessages';
import { detailPaneSx, splitSx, treePaneSx } from '../../components/hierarchy/splitPaneSx';
import { useRememberChosenOrganization } from '../../components/hierarchy/chosenOrganization';

/**
 * Our choice (doc 000 §2: "The page title is 'Organization Hierarchy' or 'My Organization'"): the
 * vendor's staff (TMS roles), who look across the whole hierarchy, get "Organization Hierarchy";
 * an organization's own administrators get "My Organization", as their menu entry reads (canAccess:
 * `hierarchy.whole`).
 */
const titleKeyOf = (whole: boolean) => (whole ? 'hierarchy.title' : 'hierarchy.myOrganization');

/**
 * The hierarchy page (doc 000 §2), at / and /hierarchy/{orgId?}/{tab?}/{page?}: the collapsible
 * organization tree, the selected organization's panel, the modal action routes and the terms
 * dialog. The address is the state: reloading or sharing it opens the same organization, tab and modal.
 */
export function HierarchyPage() {
  const { profile } = useProfile();
  if (!profile) return <Loading />;
  return (
    <HierarchyMessagesProvider>
      <ConnectTenantProvider>
        <HierarchyContent profile={profile} />
      </ConnectTenantProvider>
    </HierarchyMessagesProvider>
  );
}

function HierarchyContent({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const [selectors] = useState(createTreeSelectors);
  const [treeOpen, setTreeOpen] = useState(true);
  const associations = useAssociations(profile);
  const searchesUsers = useTreeWantsUsers();
  const { can } = useAccess();
  const scoped = can({ resource: 'hierarchy.scopedTree', action: 'show' });
  const loc = parseHierarchyPath(location.pathname);
  const selectedId = loc.orgId ?? profile.organizationId;
  useRememberChosenOrganization(loc.orgId);
  useTenantConnectionMessages();
  const titleKey = titleKeyOf(can({ resource: 'hierarchy.whole', action: 'show' }));
  const heading = (
    <>
      <Title title={translate(titleKey)} />
      <Typography id="hierarchy-title" component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate(titleKey)}
      </Typography>
    </>
  );
  const loading = (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress aria-hidden size={28} />
      <Typography>{translate('hierarchy.loading')}</Typography>
    </Box>
  );
  if (associations.isPending) {
    // A first visit shows the first organizations as soon as they are parsed, busy and
    // not yet usable (inert) until the whole answer is: selecting or searching needs every organization.
    const preview = associations.preview;
    return (
      <Box component="section" aria-labelledby="hierarchy-title" sx={{ p: { xs: 1, sm: 2 } }}>
        {heading}
        {preview ? (
          <Box sx={splitSx}>
            <Paper variant="outlined" aria-busy="true" inert sx={{ ...treePaneSx(true), pt: 5 }}>
              <OrganizationTree
                index={selectors.index(preview)}
                selectedId={selectedId}
                onSelect={() => undefined}
                scoped={scoped}
                searchesUsers={searchesUsers}
              />
            </Paper>
            <Paper variant="outlined" sx={{ ...detailPaneSx, p: 2 }}>
              {loading}
            </Paper>
          </Box>
        ) : (
          loading
        )}
      </Box>
    );
  }
  if (associations.error || !associations.data) {
    return (
      <Box component="section" aria-labelledby="hierarchy-title" sx={{ p: { xs: 1, sm: 2 } }}>
        {heading}
        {/* The failure shows in the layout's error bar, with Retry (the associations query's meta). */}
      </Box>
    );
  }
  const index = selectors.index(associations.data.tree);
  return (
    <Box component="section" aria-labelledby="hierarchy-title" sx={{ p: { xs: 1, sm: 2 } }}>
      {heading}
      <Box sx={splitSx}>
        <Paper variant="outlined" sx={treePaneSx(treeOpen)}>
          <Box sx={{ display: 'flex', justifyContent: treeOpen ? 'flex-end' : 'center' }}>
            <Tooltip title={translate(treeOpen ? 'hierarchy.tree.hide' : 'hierarchy.tree.show')}>
              <IconButton
                aria-label={translate(treeOpen ? 'hierarchy.tree.hide' : 'hierarchy.tree.show')}
                aria-expanded={treeOpen}
                aria-controls="organization-tree-panel"
                onClick={() => setTreeOpen((o) => !o)}
              >
                {treeOpen ? <MenuOpenIcon /> : <AccountTreeIcon />}
              </IconButton>
            </Tooltip>
          </Box>
          <Box id="organization-tree-panel" hidden={!treeOpen} sx={{ flex: 1, minHeight: 0, display: treeOpen ? 'block' : 'none' }}>
            {treeOpen && (
              <OrganizationTree
                index={index}
                selectedId={selectedId}
                onSelect={(id) => navigate(hierarchyPath({ orgId: id }))}
                scoped={scoped}
                searchesUsers={searchesUsers}
              />
            )}
          </Box>
        </Paper>
        {loc.invalid && loc.orgId === undefined ? (
          <Paper variant="outlined" sx={{ ...detailPaneSx, p: 2 }}>
            <Alert severity="warning">{translate('hierarchy.invalidOrganization')}</Alert>
          </Paper>
        ) : (
          <DetailPanel index={index} orgId={selectedId} tab={loc.tab} />
        )}
      </Box>
      {loc.action && loc.orgId !== undefined && <ActionModal action={loc.action} orgId={loc.orgId} profile={profile} index={index} />}
      <TermsGate orgId={loc.orgId} index={index} />
    </Box>
  );
}

export default HierarchyPage;
