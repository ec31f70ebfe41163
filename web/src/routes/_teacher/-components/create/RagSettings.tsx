import { Select, Slider, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TEMPERATURE } from '@teachchat/shared';
import type { ModelChoices } from '../common/teacher-types.ts';
import type { ActivityFormValues } from './activity-form.ts';
import { choiceGroups } from './choice-groups.ts';

const VECTOR_LABELS: Record<string, string> = { postgres: 'postgres (built-in)' };

interface RagSettingsProps {
  form: UseFormReturnType<ActivityFormValues>;
  choices: ModelChoices;
  disabled: boolean;
}

/** The 'RAG Settings' tab: which model answers, where the material is indexed, how freely. */
export function RagSettings({ form, choices, disabled }: RagSettingsProps) {
  const { temperature } = form.values;
  const models = choiceGroups(choices.models);
  const stores = choiceGroups(
    choices.vectorStores.map((s) => ({ ...s, label: VECTOR_LABELS[s.value] ?? s.value })),
  );
  return (
    <Stack gap="md">
      <Select
        label="LLM Model"
        data={models}
        allowDeselect={false}
        withAsterisk
        disabled={disabled}
        {...form.getInputProps('model')}
      />
      <Select
        label="Vector Database"
        description={`Embeddings: ${choices.embedder}`}
        data={stores}
        allowDeselect={false}
        withAsterisk
        disabled={disabled}
        {...form.getInputProps('vectorStore')}
      />
      <div>
        <Text size="sm" fw={500} id="temperature-label">
          Temperature: {temperature.toFixed(1)}
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          Lower is more focused, higher is more creative.
        </Text>
        <Slider
          min={TEMPERATURE.min}
          max={TEMPERATURE.max}
          step={TEMPERATURE.step}
          precision={1}
          marks={[
            { value: 0, label: '0' },
            { value: 0.5, label: '0.5' },
            { value: 1, label: '1' },
          ]}
          thumbLabel="Temperature"
          aria-labelledby="temperature-label"
          mb="lg"
          disabled={disabled}
          {...form.getInputProps('temperature')}
        />
      </div>
    </Stack>
  );
}
