import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useT } from '~/i18n/use-t.ts';

interface RowActionsProps {
  /** The row's name, so each button says what it acts on ('Edit CS101'). */
  name: string;
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** The Actions cell: view, edit and delete, each a labelled icon button. */
export function RowActions({ name, onView, onEdit, onDelete }: RowActionsProps) {
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap">
      {onView && (
        <Tooltip label={t('admin.rowActions.view')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('admin.rowActions.viewOf', { name })}
            onClick={onView}
          >
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onEdit && (
        <Tooltip label={t('admin.rowActions.edit')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('admin.rowActions.editOf', { name })}
            onClick={onEdit}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label={t('admin.rowActions.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('admin.rowActions.deleteOf', { name })}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
