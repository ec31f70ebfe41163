import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LIMITS } from '@teachchat/shared';
import type { SettingsValues } from './settings-form.ts';

export function ProfileFields({
  form,
  email,
}: {
  form: UseFormReturnType<SettingsValues>;
  email: string;
}) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First Name"
          withAsterisk
          autoComplete="given-name"
          maxLength={LIMITS.nameMax}
          key={form.key('firstName')}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label="Last Name"
          withAsterisk
          autoComplete="family-name"
          maxLength={LIMITS.nameMax}
          key={form.key('lastName')}
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Email"
          value={email}
          disabled
          readOnly
          description="Your sign-in email cannot be changed here."
        />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phoneMax}
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
      </SimpleGrid>
      <Textarea
        label="Bio"
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
