import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Loading, Title, useTranslate } from 'react-admin';
import { NoPermission } from '../../components/NoPermission';
import { useFeatureFlags } from '../../components/useFeatureFlags';
import { useProfile } from '../../components/useProfile';
import { visibleMenu } from '../../domain/permissions/routes';
import { availableRoutes } from '../../layout/availableRoutes';

/**
 * `/` until the hierarchy page takes it over: a welcome, the signed-in organization and the pages
 * the user may open; a user without any role sees the no-permission message instead.
 */
export function HomePage() {
  const translate = useTranslate();
  const { profile, isPending } = useProfile();
  const features = useFeatureFlags();
  if (isPending) return <Loading />;
  if (!profile) return <NoPermission />;
  const entries = visibleMenu(profile, features, availableRoutes);
  return (
    <Box component="section" aria-labelledby="home-title" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.home.title')} />
      <Typography id="home-title" component="h1" variant="h5" gutterBottom>
        {translate('app.home.welcome', { name: profile.firstName || profile.email })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('app.home.organization', { name: profile.organizationName })}</Typography>
      {profile.roles.length === 0 ? (
        <NoPermission heading="h2" />
      ) : (
        <Box component="nav" aria-labelledby="home-links">
          <Typography id="home-links" component="h2" variant="h6">
            {translate('app.home.linksHeading')}
          </Typography>
          {entries.length ? (
            <List>
              {entries.map((e) => (
                <ListItem key={e.route} disableGutters>
                  <Link component={RouterLink} to={e.path}>
                    {translate(e.labelKey)}
                  </Link>
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography>{translate('app.home.noLinks')}</Typography>
          )}
        </Box>
      )}
    </Box>
  );
}

export default HomePage;
