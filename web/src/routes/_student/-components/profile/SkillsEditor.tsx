import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TagsEditor } from '~/components/tags-editor/TagsEditor.tsx';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { SKILLS, normaliseSkills, skillsError } from './skills.ts';
import { useT } from '~/i18n/use-t.ts';

/** The profile's skill badges, and the student's own way to change them. */
export function SkillsEditor({ skills }: { skills: string[] }) {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.student.profile.updateSkills.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.student.profile.get.queryKey(), (old) =>
          old ? { ...old, skills: saved.skills } : old,
        );
        notifications.show({
          color: 'green',
          title: t('student.profile.skillsUpdated'),
          message: t('student.profile.skillsSaved'),
        });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('student.profile.skillsError'),
          message: errorMessage(error),
        }),
    }),
  );
  return (
    <TagsEditor
      tags={skills}
      label={t('student.profile.skills')}
      description={t('student.profile.skillsHint', { max: SKILLS.max })}
      max={SKILLS.max}
      emptyText={t('student.profile.noSkills')}
      editLabel={t('student.profile.editSkills')}
      errorOf={(draft) => skillsError(normaliseSkills(draft))}
      onSave={(draft) => save.mutateAsync({ skills: normaliseSkills(draft) })}
    />
  );
}
