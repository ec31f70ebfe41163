import { ActionIcon, Badge, Button, Group, TagsInput, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';

export interface TagsEditorProps {
  /** The saved tags, shown as badges until the pencil opens the editor. */
  tags: string[];
  label: string;
  description: string;
  max: number;
  /** What shows when there are none (or while they load). */
  emptyText: string;
  /** The pencil's name for screen readers and its tooltip. */
  editLabel: string;
  badgeColor?: string;
  disabled?: boolean;
  /** Why the draft cannot be saved, or null. */
  errorOf: (draft: string[]) => string | null;
  /** Saves the draft; the editor closes once it resolves (a failure keeps it open). */
  onSave: (draft: string[]) => Promise<unknown>;
}

/** A list of short texts as badges, edited in place with Enter after each. */
export function TagsEditor(props: TagsEditorProps) {
  const t = useT();
  const [draft, setDraft] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);

  if (draft === null) {
    return (
      <Group gap={6} align="center">
        {props.tags.length === 0 && (
          <Text size="sm" c="dimmed">
            {props.emptyText}
          </Text>
        )}
        {props.tags.map((tag) => (
          <Badge key={tag} variant="light" color={props.badgeColor} tt="none">
            {tag}
          </Badge>
        ))}
        <Tooltip label={props.editLabel}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={props.editLabel}
            disabled={props.disabled}
            onClick={() => setDraft(props.tags)}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }

  const error = props.errorOf(draft);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (error) return;
        setSaving(true);
        props
          .onSave(draft)
          .then(() => setDraft(null))
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
    >
      <TagsInput
        label={props.label}
        description={props.description}
        value={draft}
        onChange={setDraft}
        maxTags={props.max}
        clearable
        error={error}
        autoFocus
      />
      <Group gap="xs" mt="sm">
        <Button type="submit" size="xs" loading={saving} disabled={error !== null}>
          {t('app.tags.save')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setDraft(null)} disabled={saving}>
          {t('app.tags.cancel')}
        </Button>
      </Group>
    </form>
  );
}
