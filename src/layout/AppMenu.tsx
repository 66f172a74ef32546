import { Box } from '@mui/material';
import { Menu, useTranslate } from 'react-admin';
import { visibleMenu } from '../domain/permissions/routes';
import { useFeatureFlags } from '../components/useFeatureFlags';
import { useProfile } from '../components/useProfile';
import { availableRoutes } from './availableRoutes';
import { menuIcons } from './menuIcons';

/**
 * The side menu (doc 002 "Navigation menu"): the domain's entries that the profile's roles and the
 * brand allow, limited to the pages this build has.
 */
export function AppMenu() {
  const translate = useTranslate();
  const { profile } = useProfile();
  const features = useFeatureFlags();
  const entries = profile ? visibleMenu(profile, features, availableRoutes) : [];
  return (
    <Box component="nav" aria-label={translate('app.mainMenu')}>
      <Menu>
        {entries.map((entry) => {
          const Icon = menuIcons[entry.route];
          return (
            <Menu.Item
              key={entry.route}
              to={entry.path}
              primaryText={translate(entry.labelKey)}
              leftIcon={Icon ? <Icon /> : undefined}
            />
          );
        })}
      </Menu>
    </Box>
  );
}
