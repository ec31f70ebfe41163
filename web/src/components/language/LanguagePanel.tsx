import { Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LOCALE_NAMES, LOCALES, type Locale, isLocale } from '@teachchat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Panel } from '../panel/Panel.tsx';

// The Select's value for "follow the school" (a Select value cannot be null).
const SCHOOL = 'school';

/**
 * Profile → Language: the person's own language, or the school's default. Each language is
 * named in itself, so someone who reads only that one finds it. The page switches as soon as
 * the session says so (i18n/LanguageSync.tsx).
 */
export function LanguagePanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT();
  const { data: session } = useQuery(trpc.public.session.queryOptions());
  const save = useMutation(
    trpc.me.setLanguage.mutationOptions({
      onSuccess: (view) => {
        queryClient.setQueryData(trpc.public.session.queryKey(), view);
        notifications.show({ color: 'green', message: t('app.language.saved') });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('app.language.notSaved'),
          message: errorMessage(error),
        }),
    }),
  );
  if (!session) return null;
  const options = [
    {
      value: SCHOOL,
      label: t('app.language.schoolDefault', { language: LOCALE_NAMES[session.schoolLocale] }),
    },
    ...LOCALES.map((locale: Locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
  ];
  return (
    <Panel title={t('app.language.title')} fill>
      <Select
        label={t('app.language.label')}
        data={options}
        value={save.isPending ? (save.variables.locale ?? SCHOOL) : (session.user.locale ?? SCHOOL)}
        onChange={(value) => save.mutate({ locale: isLocale(value) ? value : null })}
        allowDeselect={false}
        disabled={save.isPending}
        // Each language's name is in that language: a screen reader reads it so (WCAG 3.1.2).
        renderOption={({ option }) => (
          <span lang={isLocale(option.value) ? option.value : undefined}>{option.label}</span>
        )}
      />
      <Text size="sm" c="dimmed" mt="xs">
        {t('app.language.hint')}
      </Text>
    </Panel>
  );
}
