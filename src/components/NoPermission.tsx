import { Alert, Box, Link, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { WhyLink } from './accessExplained/WhyLink';

export interface NoPermissionProps {
  /** Catalogue key of the text; the generic statement by default (doc 001 §2.7). */
  messageKey?: string;
  /** Shows a "More info" link to this address. */
  moreInfoHref?: string;
  /** The heading's level: h1 on a page of its own, lower inside another page. */
  heading?: 'h1' | 'h2';
  /** The organization at hand: adds "Why?", the signed-in user's access to it and the rules' reasons. */
  why?: { orgId: number; orgName?: string };
}

/**
 * The no-permission message (doc 001 §2.7): the user may need to change or request a role, with an
 * optional "More info" link. Tenant pages pass permissions.cannotManageTenant instead.
 */
export function NoPermission({ messageKey = 'permissions.noPermission.message', moreInfoHref, heading = 'h1', why }: NoPermissionProps) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="no-permission-title" sx={{ p: 2 }}>
      {heading === 'h1' && <Title title={translate('permissions.noPermission.title')} />}
      <Typography id="no-permission-title" component={heading} variant="h5" gutterBottom>
        {translate('permissions.noPermission.title')}
      </Typography>
      <Alert severity="warning">
        {translate(messageKey)}
        {moreInfoHref && (
          <>
            {' '}
            <Link href={moreInfoHref} target="_blank" rel="noopener noreferrer" color="inherit" underline="always">
              {translate('permissions.noPermission.moreInfo')}
            </Link>
          </>
        )}
        {why && (
          <>
            {' '}
            <WhyLink orgId={why.orgId} orgName={why.orgName} />
          </>
        )}
      </Alert>
    </Box>
  );
}

/** NoPermission as a page component (react-admin accessDenied, route guards). */
export function NoPermissionPage() {
  return <NoPermission />;
}
