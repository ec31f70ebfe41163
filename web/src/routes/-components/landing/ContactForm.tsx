import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { LIMITS, type ContactMessageInput } from '@teachchat/shared';
import { useMutation } from '@tanstack/react-query';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage, fieldErrors } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { useLandingSession } from './use-landing-session.ts';

// zod with the shared schemas would be the largest library on the landing page after React
// DOM, for a form most visitors never send (docs/benchmarks.md, "The landing page's first
// download"): the schema loads when the form is first focused, and a Send before then waits
// for it. If it cannot load, the server checks the message and its errors show the same way.
let validator: Promise<(values: ContactMessageInput) => FormErrors> | undefined;
function loadValidator() {
  validator ??= import('./contact-validator.ts').then(
    (module) => module.validateContactMessage,
    () => () => ({}),
  );
  return validator;
}

export function ContactForm() {
  const trpc = useTRPC();
  const t = useT();
  const { session } = useLandingSession();
  const form = useForm<ContactMessageInput>({
    mode: 'uncontrolled',
    initialValues: {
      name: session?.user.fullName ?? '',
      email: session?.user.email ?? '',
      message: '',
    },
    validate: async (values) => (await loadValidator())(values),
  });

  const send = useMutation(
    trpc.public.contact.send.mutationOptions({
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: t('public.contactForm.sent'),
          message: t('public.contactForm.sentText'),
        });
        form.reset();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifications.show({
          color: 'red',
          title: t('public.contactForm.notSent'),
          message: errorMessage(error),
        });
      },
    }),
  );

  return (
    <form
      onSubmit={form.onSubmit((values) => send.mutate(values))}
      onFocus={() => void loadValidator()}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          label={t('public.contactForm.name')}
          placeholder={t('public.contactForm.namePlaceholder')}
          autoComplete="name"
          maxLength={LIMITS.nameMax}
          withAsterisk
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('public.contactForm.email')}
          type="email"
          placeholder={t('public.contactForm.emailPlaceholder')}
          autoComplete="email"
          maxLength={LIMITS.emailMax}
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Textarea
          label={t('public.contactForm.message')}
          placeholder={t('public.contactForm.messagePlaceholder')}
          autosize
          minRows={5}
          maxRows={12}
          maxLength={LIMITS.contactMessageMax}
          withAsterisk
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Button
          type="submit"
          loading={send.isPending}
          leftSection={<IconSend size={16} />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('public.contactForm.send')}
        </Button>
      </Stack>
    </form>
  );
}
