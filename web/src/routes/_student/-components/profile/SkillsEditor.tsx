import { ActionIcon, Badge, Button, Group, TagsInput, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/errors.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import { SKILLS, normaliseSkills, skillsError } from './skills.ts';

/** The profile's skill badges, and the student's own way to change them. */
export function SkillsEditor({ skills }: { skills: string[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string[] | null>(null);
  const save = useMutation(
    trpc.student.profile.updateSkills.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.student.profile.get.queryKey(), (old) =>
          old ? { ...old, skills: saved.skills } : old,
        );
        setDraft(null);
        notifications.show({
          color: 'green',
          title: 'Skills Updated',
          message: 'Your skills have been saved.',
        });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Error updating skills',
          message: errorMessage(error),
        }),
    }),
  );

  if (draft === null) {
    return (
      <Group gap={6} align="center">
        {skills.length === 0 && (
          <Text size="sm" c="dimmed">
            No skills added yet.
          </Text>
        )}
        {skills.map((skill) => (
          <Badge key={skill} variant="light">
            {skill}
          </Badge>
        ))}
        <Tooltip label="Edit skills">
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label="Edit skills"
            onClick={() => setDraft(skills)}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }

  const cleaned = normaliseSkills(draft);
  const error = skillsError(cleaned);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!error) save.mutate({ skills: cleaned });
      }}
    >
      <TagsInput
        label="Skills"
        description={`Press Enter after each skill; up to ${SKILLS.max}.`}
        value={draft}
        onChange={setDraft}
        maxTags={SKILLS.max}
        clearable
        error={error}
        autoFocus
      />
      <Group gap="xs" mt="sm">
        <Button type="submit" size="xs" loading={save.isPending} disabled={error !== null}>
          Save
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => setDraft(null)}
          disabled={save.isPending}
        >
          Cancel
        </Button>
      </Group>
    </form>
  );
}
