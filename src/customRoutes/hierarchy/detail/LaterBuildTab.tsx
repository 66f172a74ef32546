import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A tab whose content belongs to a later build: it says so plainly (no pretend content). */
export function LaterBuildTab({ messageKey }: { messageKey: string }) {
  const translate = useTranslate();
  return <Alert severity="info">{translate(messageKey)}</Alert>;
}
