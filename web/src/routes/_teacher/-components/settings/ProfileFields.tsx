import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LIMITS } from '@teachchat/shared';
import { useT } from '~/i18n/use-t.ts';
import type { SettingsValues } from './settings-form.ts';

export function ProfileFields({
  form,
  email,
}: {
  form: UseFormReturnType<SettingsValues>;
  email: string;
}) {
  const t = useT();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('teacher.settings.firstName')}
          withAsterisk
          autoComplete="given-name"
          maxLength={LIMITS.nameMax}
          key={form.key('firstName')}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('teacher.settings.lastName')}
          withAsterisk
          autoComplete="family-name"
          maxLength={LIMITS.nameMax}
          key={form.key('lastName')}
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('teacher.settings.email')}
          value={email}
          disabled
          readOnly
          description={t('teacher.settings.emailHint')}
        />
        <TextInput
          label={t('teacher.settings.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phoneMax}
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
      </SimpleGrid>
      <Textarea
        label={t('teacher.settings.bio')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={LIMITS.bioMax}
        key={form.key('bio')}
        {...form.getInputProps('bio')}
      />
    </Stack>
  );
}
