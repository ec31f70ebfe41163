import { Anchor, Box, Card, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { neededToDraw } from '~/lib/drawn-on-server.ts';
import type { ContactForm as Form } from './ContactForm.tsx';
import { LandingSection } from './LandingSection.tsx';

// The contact form (Mantine's form and inputs, about 14 KB compressed) is the bottom of the
// page: it loads beside the page rather than in its first download, which the language's
// catalogue needed room in (docs/benchmarks.md). The import starts when this module runs; a
// page drawn on the server is drawn with the form (`neededToDraw`), and the landing page's
// entry takes over without waiting for it.
let loadedForm: typeof Form | null = null;
const loading = import('./ContactForm.tsx').then((module) => (loadedForm = module.ContactForm));
// A form that fails to load leaves its space empty; the support address beside it stays.
loading.catch(() => {});
neededToDraw(loading);

/** The form once its code is in; until then its space, so nothing below it moves. */
function LazyContactForm() {
  const [ContactForm, setContactForm] = useState(() => loadedForm);
  useEffect(() => {
    if (ContactForm) return;
    let mounted = true;
    loading.then(
      (loaded) => {
        if (mounted) setContactForm(() => loaded);
      },
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [ContactForm]);
  return ContactForm ? <ContactForm /> : <Box mih={392} />;
}

const SUPPORT_EMAIL = 'support@teachchat.example';

export function ContactSection() {
  const t = useT();
  return (
    <LandingSection
      id="contact"
      title={t('public.contact.title')}
      intro={t('public.contact.intro')}
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="xl">
            <LazyContactForm />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="xl" h="100%">
            <Title order={3} size="h4">
              {t('public.contact.support')}
            </Title>
            <Stack gap="lg" mt="lg">
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="md" variant="light">
                  <IconMail size={20} />
                </ThemeIcon>
                <div>
                  <Text fw={600} size="sm">
                    {t('public.contact.email')}
                  </Text>
                  <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
                    {SUPPORT_EMAIL}
                  </Anchor>
                </div>
              </Group>
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="md" variant="light">
                  <IconClock size={20} />
                </ThemeIcon>
                <div>
                  <Text fw={600} size="sm">
                    {t('public.contact.hours')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('public.contact.hoursText')}
                  </Text>
                </div>
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </LandingSection>
  );
}
