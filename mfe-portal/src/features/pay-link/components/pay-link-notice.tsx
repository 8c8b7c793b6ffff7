import { Notice } from '../../../ui/notice.tsx';
import { payLinkTexts } from '../pay-link-texts.ts';

/** Why a personal pay link shows nothing to pay, and what to do: search with the RUT above. */
export const PayLinkNotice = ({ message }: { message: string }) => (
  // The server's explanations already point to the RUT search above.
  <Notice tone="info" role="status" title={payLinkTexts.closedTitle}>
    <p>{message}</p>
  </Notice>
);
