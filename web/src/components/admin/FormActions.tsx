import { Button, Group } from '@mantine/core';
import type { LinkProps } from '@tanstack/react-router';
import { useT } from '../../i18n/use-t.ts';
import { ButtonLink } from '../router-links/router-links.tsx';

interface FormActionsProps {
  /** The list page that Cancel goes back to. */
  cancelTo: LinkProps['to'];
  submitLabel: string;
  pending: boolean;
}

/** Footer of an admin Add page: Cancel back to the list, and the submit button. */
export function FormActions({ cancelTo, submitLabel, pending }: FormActionsProps) {
  const t = useT();
  return (
    <Group justify="flex-end" gap="sm">
      <ButtonLink to={cancelTo} variant="default">
        {t('admin.common.cancel')}
      </ButtonLink>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
