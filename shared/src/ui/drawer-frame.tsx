import type { DrawerRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useOverlayViews } from './use-overlay-views.ts';

export interface DrawerFrameProps {
  open: boolean;
  /** Escape, the backdrop, the close button. */
  onClose: () => void;
  /** Its accessible name; shown as its header unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  placement: DrawerRootProps['placement'];
  size: DrawerRootProps['size'];
  /** The "Cerrar" in the corner, with this name; none without it. */
  closeLabel?: string;
  contentId?: string;
  bodyPadding?: string;
}

/**
 * A panel sliding in from a side (the phone's menu, the layout settings). Chakra's Drawer is
 * fetched on the first intent to open one (use-overlay-views.ts).
 */
export const DrawerFrame = (props: DrawerFrameProps) => {
  const views = useOverlayViews(props.open);
  return views ? <views.DrawerFrameView {...props} /> : null;
};
