import { Box, Container, Group, Text } from '@mantine/core';
import { Brand } from '~/components/brand/Brand.tsx';
import { SECTIONS } from './sections.ts';
import { SectionLink } from './SectionLink.tsx';
import { useT } from '~/i18n/use-t.ts';

export function LandingFooter() {
  const t = useT();
  return (
    <Box
      component="footer"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <Group justify="space-between" gap="lg">
          <Group gap="md">
            <Brand size="sm" />
            <Text size="sm" c="dimmed">
              {t('public.footer.copyright', { year: String(new Date().getFullYear()) })}
            </Text>
          </Group>
          <Group component="nav" aria-label={t('public.nav.footer')} gap="lg">
            {SECTIONS.map((section) => (
              <SectionLink key={section.id} section={section.id} size="sm" c="dimmed">
                {t(section.label)}
              </SectionLink>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
