import { Anchor, Card, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t.ts';
import { ContactForm } from './ContactForm.tsx';
import { LandingSection } from './LandingSection.tsx';

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
            <ContactForm />
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
