import {
  createToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
  Toaster as ChakraToaster,
} from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipes } from './system.ts';

// Their recipes arrive with them (system.ts).
addSlotRecipes({ toast: toastSlotRecipe });

/** The page's one toast store, loaded with the first toast (toaster.tsx). */
export const store = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

export const ToastRegion = () => (
  <Portal>
    <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root
          width={{ md: 'sm' }}
          // Chakra's solid green/red/orange under white text is ~3.3:1; the 700 shades pass AA.
          css={{
            '&[data-type=success]': { bg: 'green.700', color: 'white' },
            '&[data-type=error]': { bg: 'red.700', color: 'white' },
            '&[data-type=warning]': { bg: 'orange.800', color: 'white' },
          }}
        >
          {toast.type === 'loading' ? (
            <Spinner size="sm" color="colorPalette.solid" />
          ) : (
            <Toast.Indicator />
          )}
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && (
              <Toast.Description opacity={1}>{toast.description}</Toast.Description>
            )}
          </Stack>
          {toast.action && (
            // "Deshacer" after a delete (undo-toast.ts): a button to tap, visible on every type
            <Toast.ActionTrigger minH="11" px="3" color="inherit" borderColor="currentColor">
              {toast.action.label}
            </Toast.ActionTrigger>
          )}
          {toast.closable && <Toast.CloseTrigger aria-label="Cerrar aviso" />}
        </Toast.Root>
      )}
    </ChakraToaster>
  </Portal>
);
