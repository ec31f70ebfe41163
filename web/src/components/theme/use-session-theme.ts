import { useMantineColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../lib/trpc.ts';

/** A signed-in user's saved theme wins over this browser's stored one (it follows them). */
export function useSessionTheme() {
  const trpc = useTRPC();
  const { data: session } = useQuery(trpc.public.session.queryOptions());
  const saved = session?.preferences.theme;
  const { setColorScheme } = useMantineColorScheme();

  useEffect(() => {
    if (saved) setColorScheme(saved);
  }, [saved, setColorScheme]);
}
