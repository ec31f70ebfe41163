import { Button, Group, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { LIMITS, tokenCreateInput } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useT } from '../../i18n/use-t.ts';

export interface CreatedToken {
  id: string;
  name: string;
  token: string;
}

interface CreateApiTokenFormProps {
  onCreated: (token: CreatedToken) => void;
  atLimit: boolean;
}

export function CreateApiTokenForm({ onCreated, atLimit }: CreateApiTokenFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: schemaResolver(tokenCreateInput, { sync: true }),
  });

  const create = useMutation(
    trpc.me.tokens.create.mutationOptions({
      onSuccess: (token) => {
        form.reset();
        onCreated(token);
        void queryClient.invalidateQueries(trpc.me.tokens.list.queryFilter());
      },
      onError: (error) => {
        const field = fieldErrors(error).name;
        if (field) form.setFieldError('name', field);
        else
          notifications.show({
            color: 'red',
            title: t('app.tokens.notCreated'),
            message: errorMessage(error),
          });
      },
    }),
  );

  if (atLimit) {
    return (
      <Text size="sm" c="dimmed">
        {t('app.tokens.atLimit', { max: LIMITS.maxTokensPerUser })}
      </Text>
    );
  }

  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values))}>
      <Group align="flex-end" wrap="nowrap" gap="sm">
        <TextInput
          label={t('app.tokens.newName')}
          placeholder={t('app.tokens.namePlaceholder')}
          maxLength={LIMITS.tokenNameMax}
          style={{ flex: 1 }}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Button type="submit" loading={create.isPending}>
          {t('app.tokens.create')}
        </Button>
      </Group>
    </form>
  );
}
