import { Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AssistantConfiguration } from '../common/admin-types.ts';
import { modelHowTo, storeHowTo } from './assistant-how-to.ts';

function Status({ available }: { available: boolean }) {
  return (
    <Badge color={available ? 'green.9' : 'gray.7'} variant="filled" tt="none">
      {available ? 'Enabled' : 'Not enabled'}
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

/** With a setting's name in code type, as it is written in .env. */
function WithCode({ parts }: { parts: (string | { code: string })[] }) {
  return parts.map((part, i) =>
    typeof part === 'string' ? part : <Code key={i}>{part.code}</Code>,
  );
}

/**
 * Settings → Assistant: what teachers can pick when they create an activity, and for each
 * model and store the server setting that enables it. Teachers see only "not enabled on
 * this server"; this is where an admin learns what to set.
 */
export function AssistantSettings({ setup }: { setup: AssistantConfiguration }) {
  return (
    <Stack gap="lg" maw={760}>
      <Text size="sm">
        The server reads these settings from its environment (or the <Code>.env</Code> file) when it
        starts; <Code>.env.example</Code> describes each one. Change them there and restart the
        server.
      </Text>
      <Section title="Models">
        {setup.models.map((m) => (
          <Row key={m.value} name={m.label} available={m.available}>
            <WithCode parts={modelHowTo(m)} />
          </Row>
        ))}
        <Row name={setup.offline.label} available>
          Built in: always available, with or without a model provider.
        </Row>
      </Section>
      <Section title="Vector stores">
        {setup.stores.map((s) => (
          <Row key={s.value} name={s.value} available={s.available}>
            <WithCode parts={storeHowTo(s)} />
          </Row>
        ))}
      </Section>
      <Section title="Embeddings">
        <Row name={setup.embeddings.inUse} available>
          <WithCode
            parts={[
              { code: `${setup.embeddings.setting}=${setup.embeddings.configured}` },
              setup.embeddings.configured === 'hashing'
                ? ': the built-in embedder, no provider needed.'
                : '. Without its provider’s setting, the built-in hashing embedder is used.',
            ]}
          />
        </Row>
      </Section>
    </Stack>
  );
}
