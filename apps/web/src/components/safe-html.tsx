import { Typography } from '@mantine/core';

/**
 * The only place that renders stored HTML. The server sanitises user HTML when it is saved (ARCHITECTURE.md),
 * so what arrives here is already safe to insert.
 */
export const SafeHtml = ({ html, className }: { html: string; className?: string }) => (
  <Typography className={className}>
    <div dangerouslySetInnerHTML={{ __html: html }} />
  </Typography>
);
