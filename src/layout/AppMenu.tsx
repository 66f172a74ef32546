import { Box } from '@mui/material';
import { useMemo } from 'react';
import { Menu, useCanAccessResources, useSidebarState, useTranslate } from 'react-admin';
import { useChosenOrganization } from '../components/hierarchy/chosenOrganization';
import { menuEntries } from './menuEntries';
import { useResources } from './ResourcesContext';

/**
 * The side menu (doc 002 §2 "Navigation menu"): the entries the resources and pages declare, each shown
 * when authProvider.canAccess lets the user `list` its resource or open its page (one question for
 * the whole menu, so the entries appear together).
 */
export function AppMenu() {
  const translate = useTranslate();
  const resources = useResources();
  const entries = useMemo(() => menuEntries(resources), [resources]);
  const names = useMemo(() => entries.map((e) => e.resource), [entries]);
  const { canAccess } = useCanAccessResources({ resources: names, action: 'list' });
  const [open] = useSidebarState();
  const chosen = useChosenOrganization();
  return (
    <Box component="nav" aria-label={translate('app.mainMenu')}>
      {/* An open menu wraps a long entry ("Meine Einladungen zur Zuordnung") instead of cutting it off. */}
      <Menu sx={open ? { '& .RaMenuItemLink-root .MuiTypography-noWrap': { whiteSpace: 'normal' } } : undefined}>
        {entries
          .filter((entry) => canAccess?.[entry.resource])
          .map((entry) => {
            const Icon = entry.icon;
            return (
              <Menu.Item
                key={entry.resource}
                to={chosen !== undefined && entry.withOrganization ? entry.withOrganization(chosen) : entry.path}
                primaryText={translate(entry.labelKey)}
                leftIcon={Icon ? <Icon /> : undefined}
                tooltipProps={menuTooltip}
              />
            );
          })}
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
