import { Box } from '@academias/shared/ui';
import { useRequestsInFlight } from '@academias/shared/api';

/** A thin bar at the top while any API request is in flight (the API client counts them). */
export const RequestIndicator = () => {
  const inFlight = useRequestsInFlight();
  return (
    <Box
      position="fixed"
      top="0"
      insetInline="0"
      h="3px"
      zIndex="toast"
      bg="colorPalette.solid"
      opacity={inFlight > 0 ? 1 : 0}
      transform={inFlight > 0 ? 'scaleX(1)' : 'scaleX(0.2)'}
      transformOrigin="left"
      transition="opacity 200ms ease, transform 600ms ease"
      pointerEvents="none"
      aria-hidden
      data-testid="request-indicator"
      data-active={inFlight > 0 ? 'true' : 'false'}
    />
  );
};
