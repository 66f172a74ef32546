import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { pageReload } from './reloadOntoCurrentBuild';

/**
 * In place of a page (or a dialog's content) whose part of the build could not be loaded, after the
 * console has already reloaded itself once (or could not, see reloadOntoCurrentBuild): says so, and
 * offers the reload. The browser still asks first when a dialog holds unsaved input.
 */
export function PartNotLoaded() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => pageReload.reload()}>
            {translate('app.partNotLoaded.reload')}
          </Button>
        }
      >
        <AlertTitle>{translate('app.partNotLoaded.title')}</AlertTitle>
        {translate('app.partNotLoaded.message')}
      </Alert>
    </Box>
  );
}
