import { Center, Spinner, Stack, Text } from '@academias/shared/ui';
import { events } from '@academias/shared/events';
import { useEffect, useState } from 'react';
import { Logo } from './logo.tsx';

/** SPEC.md §9: the overlay hides itself 500 ms after it turns on. */
export const OVERLAY_AUTO_HIDE_MS = 500;

/** Shows while the global loading flag is on (`setGlobalLoading(true)` from any module). */
export const LoadingOverlay = () => {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = events.on('loading', ({ active }) => {
      clearTimeout(timer);
      setVisible(active);
      if (active) timer = setTimeout(() => setVisible(false), OVERLAY_AUTO_HIDE_MS);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, []);
  if (!visible) return null;
  return (
    <Center
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="bg/80"
      backdropFilter="blur(2px)"
      role="status"
      aria-live="polite"
    >
      <Stack align="center" gap="3">
        <Logo size={56} />
        <Spinner size="md" color="colorPalette.solid" aria-hidden />
        <Text srOnly>Cargando…</Text>
      </Stack>
    </Center>
  );
};
