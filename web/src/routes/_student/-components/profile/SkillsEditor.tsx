import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TagsEditor } from '~/components/tags-editor/TagsEditor.tsx';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { SKILLS, normaliseSkills, skillsError } from './skills.ts';

/** The profile's skill badges, and the student's own way to change them. */
export function SkillsEditor({ skills }: { skills: string[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.student.profile.updateSkills.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.student.profile.get.queryKey(), (old) =>
          old ? { ...old, skills: saved.skills } : old,
        );
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
  return (
    <TagsEditor
      tags={skills}
      label="Skills"
      description={`Press Enter after each skill; up to ${SKILLS.max}.`}
      max={SKILLS.max}
      emptyText="No skills added yet."
      editLabel="Edit skills"
      errorOf={(draft) => skillsError(normaliseSkills(draft))}
      onSave={(draft) => save.mutateAsync({ skills: normaliseSkills(draft) })}
    />
  );
}
