import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/**
 * A page of the menu as every one of them starts: its title in the app bar and as the page's one
 * heading (level 1, which names the section for screen readers), and the line that says what the
 * page is for. `titleId` is the heading's id (tests and skip links find the page by it).
 */
export function PageSection({
  titleId,
  title,
  description,
  sx,
  children,
}: {
  titleId: string;
  title: string;
  description?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={titleId} sx={[{ p: { xs: 1, sm: 2 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Title title={title} />
      <Typography id={titleId} component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Box>
  );
}
