import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useLocation, useTranslate } from 'react-admin';

/** Any path the console does not know (doc 000 §2: "any other path: Not-found page"). */
export function NotFound() {
  const translate = useTranslate();
  const location = useLocation();
  return (
    <Box component="section" aria-labelledby="not-found-title" sx={{ p: 2 }}>
      <Title title={translate('notFound.title')} />
      <Typography id="not-found-title" component="h1" variant="h5" gutterBottom>
        {translate('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('notFound.message', { path: location.pathname })}</Typography>
      <Link component={RouterLink} to="/">
        {translate('notFound.home')}
      </Link>
    </Box>
  );
}

export default NotFound;
