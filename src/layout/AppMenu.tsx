import { Box } from '@mui/material';
import { Menu, useCanAccess, useSidebarState, useTranslate } from 'react-admin';
import { visibleMenu } from '../domain/permissions/routes';
import { useFeatureFlags } from '../components/useFeatureFlags';
import { useProfile } from '../components/useProfile';
import { useChosenOrganization, withChosenOrganization } from '../components/hierarchy/chosenOrganization';
import type { ResourceEntry } from '../resources/types';
import { availableRoutes } from './availableRoutes';
import { menuIcons } from './menuIcons';
import { useResources } from './ResourcesContext';

/**
 * The side menu (doc 002 §2 "Navigation menu"): the domain's entries that the profile's roles and the
 * brand allow, limited to the pages this build has; then any resource with a menu entry of its own,
 * when authProvider.canAccess lets the user list it.
 */
export function AppMenu() {
  const translate = useTranslate();
  const { profile } = useProfile();
  const features = useFeatureFlags();
  const resources = useResources();
  const available = availableRoutes(resources);
  const entries = profile ? visibleMenu(profile, features, available) : [];
  const [open] = useSidebarState();
  const chosen = useChosenOrganization();
  return (
    <Box component="nav" aria-label={translate('app.mainMenu')}>
      {/* An open menu wraps a long entry ("Meine Einladungen zur Zuordnung") instead of cutting it off. */}
      <Menu sx={open ? { '& .RaMenuItemLink-root .MuiTypography-noWrap': { whiteSpace: 'normal' } } : undefined}>
        {entries.map((entry) => {
          const Icon = menuIcons[entry.route];
          return (
            <Menu.Item
              key={entry.route}
              to={withChosenOrganization(entry.route, entry.path, chosen)}
              primaryText={translate(entry.labelKey)}
              leftIcon={Icon ? <Icon /> : undefined}
              tooltipProps={menuTooltip}
            />
          );
        })}
        {resources
          .filter((r) => r.menu)
          .map((r) => (
            <ResourceMenuItem key={r.name} resource={r} />
          ))}
      </Menu>
    </Box>
  );
}

/**
 * The folded menu names an entry in a tooltip beside it. Not interactive: MUI's default keeps it open
 * while the pointer is over it, so moving from the entry to the page's first tab landed on the
 * tooltip, which covered the tab.
 */
const menuTooltip = { disableInteractive: true } as const;

function ResourceMenuItem({ resource }: { resource: ResourceEntry }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: resource.name, action: 'list' });
  if (!canAccess || !resource.menu) return null;
  const Icon = resource.icon;
  return (
    <Menu.Item
      to={resource.menu.path}
      primaryText={translate(resource.menu.labelKey)}
      leftIcon={Icon ? <Icon /> : undefined}
      tooltipProps={menuTooltip}
    />
  );
}
