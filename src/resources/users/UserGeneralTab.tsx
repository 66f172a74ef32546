import { Box, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { formatDate, userDetailDateFormat } from '../../domain/formats';
import type { InternalUser } from '../../domain/schemas/user';
import { AuthProviderFlag, mfaDisplay, userAccountType, userAccountTypeLabelKey, userStatusLabelKey } from '../../domain/status/people';

export const userDetailsKey = (userId: string) => ['internalUserDetails', userId] as const;

/** General tab (doc 001 §2.3, §3): every profile field of the user; "Error" when it cannot be loaded. */
export function UserGeneralTab({ userId }: { userId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: userDetailsKey(userId),
    queryFn: () => dataProvider.getUserDetails(userId),
    meta: { errorKey: 'users.general.error' },
  });
  if (isPending) return <LinearProgress aria-label={translate('users.detail.loading')} />;
  // A failure shows in the layout's error bar as "Error - reason", with Retry.
  if (error || !data) return null;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
    >
      {generalFields(data, translate).map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

type Translate = ReturnType<typeof useTranslate>;

/** The General tab's label/value pairs, in the order of doc 001 §3 "User (internal view)". */
export function generalFields(u: InternalUser, translate: Translate): [string, string][] {
  const none = translate('users.general.none');
  const yesNo = (v: boolean) => translate(v ? 'users.general.yes' : 'users.general.no');
  const date = (v: string | null) => formatDate(v, userDetailDateFormat) || none;
  const providers = (Object.entries(AuthProviderFlag) as [string, number][])
    .filter(([, flag]) => u.authProviders.some((p) => (p.type & flag) !== 0))
    .map(([name]) => name);
  const f = (key: string) => translate(`users.general.fields.${key}`);
  return [
    [f('id'), u.id],
    [f('userId'), u.userId],
    [f('firstName'), u.firstName || none],
    [f('lastName'), u.lastName || none],
    [f('email'), u.email],
    [f('emailConfirmed'), yesNo(u.emailConfirmed)],
    [f('phoneNumber'), u.phoneNumber || none],
    [f('twoFactorEnabled'), yesNo(u.twoFactorEnabled)],
    [f('mfa'), translate(`users.general.mfa.${mfaDisplay(u.twoFactorProvider, u.twoFactorEnabled)}`)],
    [f('accountType'), translate(userAccountTypeLabelKey[userAccountType(u.authProviders)])],
    [f('authProviders'), providers.join(', ') || none],
    [f('status'), translate(userStatusLabelKey[u.statusType])],
    [f('inviteDate'), date(u.inviteDateUtc)],
    [f('lastLogon'), date(u.lastSuccessfulLogonDateUtc)],
    [f('createdOn'), date(u.createdOnUtc)],
    [f('createdDate'), date(u.createdDate)],
    [f('accessFailedCount'), String(u.accessFailedCount)],
    [f('lockoutEnabled'), yesNo(u.lockoutEnabled)],
    [f('lockoutEnd'), date(u.lockoutEnd)],
    [f('passwordResetRequired'), yesNo(u.passwordResetRequired)],
    [f('roles'), u.roles.join(', ') || none],
    [f('associationsCount'), String(u.associationsCount)],
  ];
}
