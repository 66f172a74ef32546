import { Alert, Box, LinearProgress, Paper, Tab, Tabs, Typography, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { WhyLink } from '../../../components/accessExplained/WhyLink';
import { NoPermission } from '../../../components/NoPermission';
import type { DetailTabKey } from '../../../authProvider/accessNames';
import { CommandBar } from '../../../resources/organizations/commands/CommandBar';
import { HierarchyMessageBars } from '../../../components/hierarchy/HierarchyMessages';
import { hierarchyPath } from '../../../components/hierarchy/hierarchyPath';
import type { TreeIndex } from '../../../components/hierarchy/treeModel';
import { ConfigTab } from '../../../resources/organizations/ConfigTab';
import { TenantNoteEdit } from '../../../resources/tenantNotes/TenantNoteEdit';
import { OverviewTab } from '../../../resources/organizations/OverviewTab';
import { ServicesTab } from '../../../resources/organizations/ServicesTab';
import { useOrganizationDetail, type OrganizationDetail } from '../../../resources/organizations/useOrganizationDetail';
import { SubscriptionsTab } from '../../../resources/subscriptions/SubscriptionsTab';
import { DataCollectionTab } from '../../../resources/organizations/dataCollection/DataCollectionTab';
import { detailPaneSx } from '../../../components/hierarchy/splitPaneSx';

/**
 * The tabs wrap onto a second row rather than scroll (scroll arrows hid the last tab, Notes, in German
 * at 1366 px); the selected tab is underlined itself, as MUI's sliding indicator assumes one row.
 */
const wrappingTabsSx = {
  borderBottom: 1,
  borderColor: 'divider',
  '& .MuiTabs-list, & .MuiTabs-flexContainer': { flexWrap: 'wrap' },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root.Mui-selected': { boxShadow: (t: Theme) => `inset 0 -2px 0 ${t.palette.primary.main}` },
} as const;

const tabLabelKey: Record<DetailTabKey, string> = {
  overview: 'hierarchy.tabs.overview',
  config: 'hierarchy.tabs.config',
  services: 'hierarchy.tabs.services',
  dataCollection: 'hierarchy.tabs.dataCollection',
  subscriptions: 'hierarchy.tabs.subscriptions',
  notes: 'hierarchy.tabs.notes',
};

export interface DetailPanelProps {
  index: TreeIndex;
  orgId: number;
  tab?: DetailTabKey;
}

/** The selected organization (doc 000 §2): command bar, info bar and the detail tabs, 76vh high. */
export function DetailPanel({ index, orgId, tab }: DetailPanelProps) {
  const translate = useTranslate();
  const detail = useOrganizationDetail(index, orgId);
  const { node, organization } = detail;
  if (!node || !detail.access.view) {
    return (
      <PanelBox>
        <HierarchyMessageBars orgId={orgId} />
        <NoPermission heading="h2" why={{ orgId, orgName: node?.name }} />
      </PanelBox>
    );
  }
  // A tab the user may not see, or none, opens Overview, which every viewer sees.
  const current = detail.tabs.find((t) => t === tab) ?? 'overview';
  return (
    <PanelBox label={translate('hierarchy.panelLabel', { orgName: node.name })}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {node.name}
      </Typography>
      <HierarchyMessageBars orgId={orgId} />
      {detail.showInfoBar && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('permissions.cannotManageTenant')} <WhyLink orgId={orgId} orgName={node.name} />
        </Alert>
      )}
      {organization.isPending && <LinearProgress aria-label={translate('app.loading')} />}
      {organization.data && (
        <>
          <CommandBar detail={detail} organization={organization.data} />
          <Tabs value={current} aria-label={translate('hierarchy.tabsLabel')} sx={wrappingTabsSx}>
            {detail.tabs.map((t) => (
              <Tab
                key={t}
                value={t}
                id={`detail-tab-${t}`}
                aria-controls={`detail-tabpanel-${t}`}
                label={translate(tabLabelKey[t])}
                component={Link}
                to={hierarchyPath({ orgId, tab: t })}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`detail-tabpanel-${current}`} aria-labelledby={`detail-tab-${current}`} sx={{ pt: 2 }}>
            <TabContent tab={current} detail={detail} />
          </Box>
        </>
      )}
    </PanelBox>
  );
}

function TabContent({ tab, detail }: { tab: DetailTabKey; detail: OrganizationDetail }) {
  const org = detail.organization.data!;
  switch (tab) {
    case 'config':
      return <ConfigTab organization={org} />;
    case 'services':
      return <ServicesTab locations={detail.locations} />;
    case 'notes':
      return <TenantNoteEdit orgId={org.id} organization={detail.record} />;
    case 'subscriptions':
      return <SubscriptionsTab orgId={org.id} orgName={org.name} />;
    case 'dataCollection':
      return <DataCollectionTab detail={detail} />;
    default:
      return <OverviewTab detail={detail} organization={org} />;
  }
}

function PanelBox({ children, label }: { children: React.ReactNode; label?: string }) {
  return (
    <Paper component="section" aria-label={label} variant="outlined" sx={{ ...detailPaneSx, overflow: 'auto', p: 2 }}>
      {children}
    </Paper>
  );
}
