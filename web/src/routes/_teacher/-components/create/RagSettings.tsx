import { Select, Slider, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TEMPERATURE } from '@teachchat/shared';
import { useT } from '~/i18n/use-t.ts';
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
  const t = useT();
  const { temperature } = form.values;
  const models = choiceGroups(choices.models);
  const stores = choiceGroups(
    choices.vectorStores.map((s) => ({ ...s, label: storeLabel(s.value) })),
  );
  return (
    <Stack gap="md">
      <Select
        label={t('teacher.create.model')}
        description={t('teacher.create.modelHint')}
        data={models}
        allowDeselect={false}
        withAsterisk
        disabled={disabled}
        {...form.getInputProps('model')}
      />
      <Select
        label={t('teacher.create.store')}
        description={t('teacher.create.storeHint', { search: searchDescription(choices.embedder) })}
        data={stores}
        allowDeselect={false}
        withAsterisk
        disabled={disabled}
        {...form.getInputProps('vectorStore')}
      />
      <div>
        <Text size="sm" fw={500} id="temperature-label">
          {t('teacher.create.creativity', { value: creativityText(temperature) })}
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          {t('teacher.create.creativityHint')}
        </Text>
        <Slider
          min={TEMPERATURE.min}
          max={TEMPERATURE.max}
          step={TEMPERATURE.step}
          precision={1}
          marks={[
            { value: 0, label: t('teacher.create.focused') },
            { value: 0.5, label: t('teacher.create.balanced') },
            { value: 1, label: t('teacher.create.creative') },
          ]}
          thumbLabel={t('teacher.create.creativityLabel')}
          aria-labelledby="temperature-label"
          mb="lg"
          disabled={disabled}
          {...form.getInputProps('temperature')}
        />
      </div>
    </Stack>
  );
}
