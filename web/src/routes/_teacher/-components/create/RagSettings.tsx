import { Select, Slider, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TEMPERATURE } from '@teachchat/shared';
import { creativityText, searchDescription, storeLabel } from '../common/assistant-words.ts';
import type { ModelChoices } from '../common/teacher-types.ts';
import type { ActivityFormValues } from './activity-form.ts';
import { choiceGroups } from './choice-groups.ts';

interface RagSettingsProps {
  form: UseFormReturnType<ActivityFormValues>;
  choices: ModelChoices;
  disabled: boolean;
}

/** The 'Assistant settings' tab: which model answers, where the material is indexed, how freely. */
export function RagSettings({ form, choices, disabled }: RagSettingsProps) {
  const { temperature } = form.values;
  const models = choiceGroups(choices.models);
  const stores = choiceGroups(
    choices.vectorStores.map((s) => ({ ...s, label: storeLabel(s.value) })),
  );
  return (
    <Stack gap="md">
      <Select
        label="Model"
        description="The AI model that answers students from the material."
        data={models}
        allowDeselect={false}
        withAsterisk
        disabled={disabled}
        {...form.getInputProps('model')}
      />
      <Select
        label="Where material is indexed"
        description={`Changes where the index is kept, not how good answers are. ${searchDescription(choices.embedder)}`}
        data={stores}
        allowDeselect={false}
        withAsterisk
        disabled={disabled}
        {...form.getInputProps('vectorStore')}
      />
      <div>
        <Text size="sm" fw={500} id="temperature-label">
          Creativity: {creativityText(temperature)}
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          Focused answers keep close to the material's wording; creative ones vary it more.
        </Text>
        <Slider
          min={TEMPERATURE.min}
          max={TEMPERATURE.max}
          step={TEMPERATURE.step}
          precision={1}
          marks={[
            { value: 0, label: 'Focused' },
            { value: 0.5, label: 'Balanced' },
            { value: 1, label: 'Creative' },
          ]}
          thumbLabel="Creativity"
          aria-labelledby="temperature-label"
          mb="lg"
          disabled={disabled}
          {...form.getInputProps('temperature')}
        />
      </div>
    </Stack>
  );
}
