import { Link, List, ListItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { termsDocuments } from './termsDocuments';

/** The four documents of the terms, each opening in a new tab: the terms dialog and the setup wizard's terms step show them alike. */
export function TermsLinks() {
  const translate = useTranslate();
  return (
    <List dense>
      {termsDocuments.map((l) => (
        <ListItem key={l.key} disableGutters>
          <Link href={l.href} target="_blank" rel="noopener noreferrer">
            {translate(l.key)}
          </Link>
        </ListItem>
      ))}
    </List>
  );
}
