import {
  Alert,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronDown, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type {
  ActivityPreview,
  InspectedPassage,
  PreviewInspector,
} from '../common/teacher-types.ts';
import {
  legBadges,
  matchStrength,
  passagePlace,
  percent,
  WORD_STATE_LABELS,
  type WordState,
  wordState,
} from './inspector-format.ts';

const WORD_COLORS: Record<WordState, string> = { matched: 'teal', known: 'gray', unknown: 'red' };
const STRENGTH_COLORS = { Strong: 'teal', Fair: 'yellow', Weak: 'gray' } as const;

interface InspectorProps {
  question: string;
  mode: ActivityPreview['mode'];
  inspector: PreviewInspector;
}

/** Under a preview answer: what the search found for it, shown or hidden by the teacher. */
export function Inspector(props: InspectorProps) {
  const [opened, { toggle }] = useDisclosure(true);
  const id = useId();
  return (
    <Box>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        rightSection={
          <IconChevronDown
            size={14}
            style={{ transform: opened ? 'rotate(180deg)' : undefined }}
            aria-hidden
          />
        }
      >
        Inspector
      </Button>
      <Collapse expanded={opened} id={id}>
        <InspectorDetails {...props} />
      </Collapse>
    </Box>
  );
}

/** The search behind one answer: coverage, the words searched for, and the passages found. */
export function InspectorDetails({ question, mode, inspector }: InspectorProps) {
  return (
    <Paper withBorder p="sm" mt={4} radius="md" component="section" aria-label="Inspector">
      <Stack gap="sm">
        <Coverage inspector={inspector} />
        <Field label="Searched for">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {inspector.searched}
          </Text>
          {inspector.searched !== question && (
            <Text size="xs" c="dimmed">
              Misspellings written as in the material, or the topic taken from earlier questions.
            </Text>
          )}
        </Field>
        <Field label="Answered by">
          <Text size="sm">
            {mode === 'offline'
              ? 'The offline responder, quoting the material'
              : "The activity's model"}
          </Text>
        </Field>
        <QuestionWords words={inspector.words} />
        <Passages passages={inspector.passages} covered={inspector.covered} />
      </Stack>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
    </div>
  );
}

function Coverage({ inspector }: { inspector: PreviewInspector }) {
  const held = `The best passage holds ${percent(inspector.coverage)} of the question's informative words.`;
  if (!inspector.covered) {
    return (
      <Alert
        color="orange"
        variant="light"
        p="xs"
        icon={<IconAlertTriangle size={16} />}
        title="Not covered: the assistant would say the material doesn't cover this"
      >
        <Text size="xs">{held} No passage was given to the assistant.</Text>
      </Alert>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCircleCheck size={16} color="var(--mantine-color-teal-filled)" aria-hidden />
      <Text size="sm">
        <Text span fw={500} size="sm">
          Covered.
        </Text>{' '}
        {held}
      </Text>
    </Group>
  );
}

function QuestionWords({ words }: { words: PreviewInspector['words'] }) {
  return (
    <Field label="Question words (weight: how rare the word is in the material)">
      {words.length === 0 ? (
        <Text size="sm" c="dimmed">
          No informative words: the question's words are too common to search for.
        </Text>
      ) : (
        <Group gap={6} mt={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {words.map((word) => {
            const state = wordState(word);
            return (
              <Badge
                key={word.word}
                component="li"
                tt="none"
                color={WORD_COLORS[state]}
                variant={state === 'unknown' ? 'outline' : 'light'}
                title={WORD_STATE_LABELS[state]}
              >
                {word.word} · {word.weight.toFixed(2)}
                <VisuallyHidden>, {WORD_STATE_LABELS[state]}</VisuallyHidden>
                {word.carried && <span> · from an earlier question</span>}
                {state === 'unknown' && <span aria-hidden> · not in the material</span>}
              </Badge>
            );
          })}
        </Group>
      )}
      {words.length > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          Green: in the best passage. Gray: elsewhere in the material. Red: not in the material.
        </Text>
      )}
    </Field>
  );
}

function Passages({ passages, covered }: { passages: InspectedPassage[]; covered: boolean }) {
  return (
    <Field label="Passages found">
      {passages.length === 0 ? (
        <Text size="sm" c="dimmed">
          No passage of the material matched the question.
        </Text>
      ) : (
        <Stack
          gap="xs"
          mt={4}
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Passages found"
        >
          {passages.map((passage) => (
            <Passage
              key={passage.rank}
              passage={passage}
              best={passages[0]?.score ?? 0}
              covered={covered}
            />
          ))}
        </Stack>
      )}
    </Field>
  );
}

interface PassageProps {
  passage: InspectedPassage;
  /** The best passage's score, which the others are measured against. */
  best: number;
  covered: boolean;
}

function Passage({ passage, best, covered }: PassageProps) {
  const place = passagePlace(passage);
  const strength = matchStrength(passage.score, best);
  return (
    <Paper withBorder p="xs" radius="sm" component="li" aria-label={`#${passage.rank} ${place}`}>
      <Group justify="space-between" gap="xs" align="flex-start">
        {/* Wide enough for a file name, so the match wraps below it on a phone. */}
        <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 14rem' }}>
          <Badge variant="filled" color="gray" radius="sm" style={{ flexShrink: 0 }}>
            #{passage.rank}
          </Badge>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {place}
          </Text>
        </Group>
        <Stack gap={2} miw={0} style={{ flex: '0 1 16rem' }}>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" fw={500} style={{ flexShrink: 0 }}>
              {strength.word} match
            </Text>
            <Progress
              value={strength.share * 100}
              color={STRENGTH_COLORS[strength.word]}
              size="sm"
              style={{ flex: 1, minWidth: '3rem' }}
              aria-label={`Match strength: ${strength.word}`}
            />
          </Group>
          <Text size="xs" c="dimmed">
            Holds {percent(passage.coverage)} of the question&apos;s words
            {covered && ` · given to the assistant as [${passage.rank}]`}
          </Text>
        </Stack>
      </Group>
      <Group gap={4} mt={6} aria-label="Found by">
        {legBadges(passage.legs).map(({ leg, label }) => (
          <Badge key={leg} size="sm" variant="light" tt="none">
            {label}
          </Badge>
        ))}
      </Group>
      <Text size="xs" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {passage.text}
      </Text>
    </Paper>
  );
}
