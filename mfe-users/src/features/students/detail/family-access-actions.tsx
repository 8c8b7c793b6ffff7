import { apiErrorMessage, callApi } from '@academias/shared/api';
import { routes } from '@academias/shared/contract/routes';
import { Button, toaster } from '@academias/shared/ui';
import { useMutation } from '@academias/shared/query';
import { familyAccessTexts as texts } from './family-access-texts.ts';

/**
 * Admin actions on a student's or guardian's page: e-mail an invitation to choose a password
 * (7 days, single use), and copy their personal pay link (30 days) to send by other means.
 */
export const FamilyAccessActions = ({ userId }: { userId: number }) => {
  const invite = useMutation({
    mutationFn: () => callApi(routes.inviteFamily, { body: { userIds: [userId] } }),
    onSuccess: (r) =>
      r.invited > 0
        ? toaster.create({ type: 'success', title: r.message })
        : toaster.create({
            type: 'warning',
            title: texts.inviteSkipped,
            description: r.skipped[0]?.reason ?? r.message,
          }),
    onError: (e) =>
      toaster.create({ type: 'error', title: texts.inviteError, description: apiErrorMessage(e) }),
  });
  const payLink = useMutation({
    mutationFn: () => callApi(routes.createPayLink, { body: { userId } }),
    onSuccess: async (r) => {
      try {
        await navigator.clipboard.writeText(r.url);
        toaster.create({
          type: 'success',
          title: texts.payLinkCopied,
          description: texts.payLinkCopiedDetail,
        });
      } catch {
        // No clipboard (permissions, plain http): show the link to copy by hand.
        toaster.create({
          type: 'info',
          title: texts.payLinkShown,
          description: r.url,
          duration: 30_000,
        });
      }
    },
    onError: (e) =>
      toaster.create({ type: 'error', title: texts.payLinkError, description: apiErrorMessage(e) }),
  });
  return (
    <>
      <Button
        variant="outline"
        onClick={() => invite.mutate()}
        loading={invite.isPending}
        loadingText={texts.inviting}
      >
        {texts.invite}
      </Button>
      <Button variant="outline" onClick={() => payLink.mutate()} loading={payLink.isPending}>
        {texts.payLink}
      </Button>
    </>
  );
};
