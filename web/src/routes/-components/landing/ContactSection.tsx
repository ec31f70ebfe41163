import { Anchor, Card, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail } from '@tabler/icons-react';
import { ContactForm } from './ContactForm.tsx';
import { LandingSection } from './LandingSection.tsx';

const SUPPORT_EMAIL = 'support@teachchat.example';

export function ContactSection() {
  return (
    <LandingSection
      id="contact"
      title="Contact"
      intro="Questions about TeachChat for your school, or need help with your account? Send us a message."
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
              Support
            </Title>
            <Stack gap="lg" mt="lg">
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="md" variant="light">
                  <IconMail size={20} />
                </ThemeIcon>
                <div>
                  <Text fw={600} size="sm">
                    Email
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
                    Support hours
                  </Text>
                  <Text size="sm" c="dimmed">
                    Monday-Friday 9am-5pm EST
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
