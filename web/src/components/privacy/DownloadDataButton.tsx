import { Button } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useT } from '../../i18n/use-t.ts';

interface DownloadDataButtonProps {
  /** The server's download route: /api/me/export or an admin's /api/admin/people/{id}/export. */
  href: string;
  label?: string;
}

/**
 * Downloads a person's data as the ZIP the server writes as it streams. A plain link: the
 * browser saves it without holding the archive in the page.
 */
export function DownloadDataButton({ href, label }: DownloadDataButtonProps) {
  const t = useT();
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconFileZip size={16} />}
    >
      {label ?? t('app.privacy.downloadMyData')}
    </Button>
  );
}
