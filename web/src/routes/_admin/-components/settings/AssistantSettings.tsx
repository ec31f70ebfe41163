import { Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { T } from '~/i18n/T.tsx';
import { useT } from '~/i18n/use-t.ts';
import type { AssistantConfiguration } from '../common/admin-types.ts';
import { embeddingsHowTo, type HowTo, modelHowTo, storeHowTo } from './assistant-how-to.ts';

function Status({ available }: { available: boolean }) {
  const t = useT();
  return (
    <Badge color={available ? 'green.9' : 'gray.7'} variant="filled" tt="none">
      {available ? t('admin.settings.assistant.enabled') : t('admin.settings.assistant.notEnabled')}
    </Badge>
  );
}

/** One model or store: its name and status on a line, then what it runs on or needs. */
function Row({
  name,
  available,
  children,
}: {
  name: string;
  available: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {name}
        </Text>
        <Status available={available} />
      </Group>
      <Text size="sm" mt={4}>
        {children}
      </Text>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {children}
      </Stack>
    </section>
  );
}

/** The message with the setting names its tags wrap in code type, as written in .env. */
function WithCode({ howTo }: { howTo: HowTo }) {
  return <T id={howTo.id} values={howTo.values} components={{ 0: <Code />, 1: <Code /> }} />;
}

/**
 * Settings → Assistant: what teachers can pick when they create an activity, and for each
 * model and store the server setting that enables it. Teachers see only "not enabled on
 * this server"; this is where an admin learns what to set.
 */
export function AssistantSettings({ setup }: { setup: AssistantConfiguration }) {
  const t = useT();
  return (
    <Stack gap="lg" maw={760}>
      <Text size="sm">
        <T id="admin.settings.assistant.intro" components={{ 0: <Code />, 1: <Code /> }} />
      </Text>
      <Section title={t('admin.settings.assistant.models')}>
        {setup.models.map((m) => (
          <Row key={m.value} name={m.label} available={m.available}>
            <WithCode howTo={modelHowTo(m)} />
          </Row>
        ))}
        <Row name={setup.offline.label} available>
          {t('admin.settings.assistant.offline')}
        </Row>
      </Section>
      <Section title={t('admin.settings.assistant.stores')}>
        {setup.stores.map((s) => (
          <Row key={s.value} name={s.value} available={s.available}>
            <WithCode howTo={storeHowTo(s)} />
          </Row>
        ))}
      </Section>
      <Section title={t('admin.settings.assistant.embeddings')}>
        <Row name={setup.embeddings.inUse} available>
          <WithCode howTo={embeddingsHowTo(setup.embeddings)} />
        </Row>
      </Section>
    </Stack>
  );
}
