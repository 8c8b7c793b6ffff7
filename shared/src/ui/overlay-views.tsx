import { Center, CloseButton, Dialog, Drawer, Portal, Spinner } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import type { DialogFrameProps } from './dialog-frame.tsx';
import type { DrawerFrameProps } from './drawer-frame.tsx';
import { dialogSlotRecipe, drawerSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipes } from './system.ts';

// Their recipes arrive with them (system.ts).
addSlotRecipes({ dialog: dialogSlotRecipe, drawer: drawerSlotRecipe });

/**
 * A body whose content is still fetching code (a control of lazy-controls.ts shown in a dialog
 * that did not load it first) waits inside the overlay, not in place of the page behind it.
 */
const Body = ({ children }: { children: ReactNode }) => (
  <Suspense
    fallback={
      <Center py="6" role="status" aria-label="Cargando…">
        <Spinner size="sm" aria-hidden />
      </Center>
    }
  >
    {children}
  </Suspense>
);

/*
 * Chakra's Dialog and Drawer (Zag's dialog machine, focus trap, dismissable layer, scroll lock
 * and their parts) behind the kit's DialogFrame and DrawerFrame, fetched when the first one opens
 * (docs/performance.md, session 13): no first screen shows one.
 */

export const DialogFrameView = ({
  open,
  onClose,
  title,
  children,
  footer,
  size = { base: 'full', md: 'lg' },
  busy = false,
  keepOnOutsideClick,
  onSubmit,
  closeButton = true,
  alert,
  nested,
}: DialogFrameProps) => {
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {children && (
        <Dialog.Body>
          <Body>{children}</Body>
        </Dialog.Body>
      )}
      {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
      {closeButton && (
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Cerrar" disabled={busy} />
        </Dialog.CloseTrigger>
      )}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      size={size}
      scrollBehavior="inside"
      // A confirmation closes by its buttons or Escape only: its Cancelar, disabled while the
      // action runs, drops the focus out of the dialog, which Zag took for a click outside.
      closeOnInteractOutside={!keepOnOutsideClick && !alert}
      {...(alert && { role: 'alertdialog', initialFocusEl: alert.initialFocus })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* From md on, the margin of Chakra's placement again ('full' on phones zeroes it):
              flush with the window's top, the page behind the dialog was not dimmed. */}
          <Dialog.Content
            aria-busy={busy}
            minH={{ md: 'auto' }}
            borderRadius={{ md: 'l3' }}
            css={{ md: { '--dialog-margin': 'var(--dialog-base-margin)' } }}
          >
            {onSubmit ? (
              // display: contents keeps the dialog's header/body/footer layout (body scrolls)
              <form noValidate onSubmit={onSubmit} style={{ display: 'contents' }}>
                {parts}
              </form>
            ) : (
              parts
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {nested}
    </Dialog.Root>
  );
};

export const DrawerFrameView = ({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  placement,
  size,
  closeLabel,
  contentId,
  bodyPadding,
}: DrawerFrameProps) => (
  <Drawer.Root
    open={open}
    onOpenChange={(d) => !d.open && onClose()}
    placement={placement}
    size={size}
  >
    <Portal>
      <Drawer.Backdrop />
      <Drawer.Positioner>
        <Drawer.Content id={contentId}>
          {hideTitle ? (
            <Drawer.Title srOnly>{title}</Drawer.Title>
          ) : (
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
          )}
          <Drawer.Body p={bodyPadding}>
            <Body>{children}</Body>
          </Drawer.Body>
          {closeLabel && (
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          )}
        </Drawer.Content>
      </Drawer.Positioner>
    </Portal>
  </Drawer.Root>
);
