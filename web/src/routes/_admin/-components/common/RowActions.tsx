import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';

interface RowActionsProps {
  /** The row's name, so each button says what it acts on ('Edit CS101'). */
  name: string;
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** The Actions cell: view, edit and delete, each a labelled icon button. */
export function RowActions({ name, onView, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {onView && (
        <Tooltip label="View Details">
          <ActionIcon variant="subtle" aria-label={`View Details of ${name}`} onClick={onView}>
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onEdit && (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
